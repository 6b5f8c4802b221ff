/**
 * Where the main thread's time went, from the Long Animation Frames API (frames over 50 ms, as DevTools'
 * Performance panel shows them): per frame its scripts (what ran them, from which file and function), the
 * style and layout the frame ended with, and the layout scripts forced. Installed in the page by
 * `observeLongFrames` (an init script); `framesBetween` reads the frames of a time window back.
 */
import type { Page } from 'playwright-core';

export interface FrameScript {
  invoker: string;
  source: string;
  duration: number;
  forcedStyleAndLayout: number;
}

export interface LongFrame {
  startTime: number;
  duration: number;
  /** Scripts, rAF and observers before rendering, ms. */
  script: number;
  /** The frame's own style recalculation and layout, ms. */
  styleAndLayout: number;
  scripts: FrameScript[];
}

/** Collects every long animation frame of the page into `window.__longFrames` (an init script). */
export function observeLongFrames(): void {
  const store: LongFrame[] = [];
  (window as unknown as { __longFrames: LongFrame[] }).__longFrames = store;
  if (!PerformanceObserver.supportedEntryTypes?.includes('long-animation-frame')) return;
  interface Script {
    invoker: string;
    sourceURL: string;
    sourceFunctionName: string;
    sourceCharPosition: number;
    duration: number;
    forcedStyleAndLayoutDuration: number;
  }
  interface Frame {
    startTime: number;
    duration: number;
    renderStart: number;
    styleAndLayoutStart: number;
    scripts: Script[];
  }
  new PerformanceObserver((list) => {
    for (const frame of list.getEntries() as unknown as Frame[]) {
      const end = frame.startTime + frame.duration;
      store.push({
        startTime: frame.startTime,
        duration: frame.duration,
        script: (frame.renderStart || end) - frame.startTime,
        styleAndLayout: frame.styleAndLayoutStart ? end - frame.styleAndLayoutStart : 0,
        scripts: frame.scripts.map((script) => ({
          invoker: script.invoker,
          source: `${script.sourceFunctionName || '(anonymous)'} ${script.sourceURL.replace(/^.*\//, '')}:${script.sourceCharPosition}`,
          duration: script.duration,
          forcedStyleAndLayout: script.forcedStyleAndLayoutDuration,
        })),
      });
    }
  }).observe({ type: 'long-animation-frame', buffered: true });
}

/** The long frames that overlap `[from, to]` (page time, ms). */
export async function framesBetween(page: Page, from: number, to: number): Promise<LongFrame[]> {
  return page.evaluate(
    ([start, end]) =>
      ((window as unknown as { __longFrames?: LongFrame[] }).__longFrames ?? []).filter(
        (frame) => frame.startTime < end && frame.startTime + frame.duration > start,
      ),
    [from, to] as const,
  );
}

/** One line per frame: its script and style/layout time, then its three longest scripts. */
export function describeFrames(frames: LongFrame[]): string[] {
  return frames.map((frame) => {
    const top = [...frame.scripts]
      .sort((a, b) => b.duration - a.duration)
      .slice(0, 3)
      .map(
        (script) =>
          `${script.invoker} → ${script.source} ${script.duration.toFixed(0)} ms` +
          (script.forcedStyleAndLayout > 0 ? ` (forced layout ${script.forcedStyleAndLayout.toFixed(0)} ms)` : ''),
      );
    return `frame ${frame.duration.toFixed(0)} ms: script ${frame.script.toFixed(0)}, style+layout ${frame.styleAndLayout.toFixed(0)}${top.length ? ` | ${top.join(' | ')}` : ''}`;
  });
}
