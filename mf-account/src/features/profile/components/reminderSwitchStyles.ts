import { injectStyles } from '@reeltime/shared-lib';

/**
 * A native checkbox drawn as a switch (track and thumb) on the shared tokens: the platform's own
 * control, keyboard and screen reader behaviour included, without MUI's Switch.
 */
injectStyles(
  'reminder-switch',
  `
.rt-switch{display:inline-flex;align-items:center;gap:12px;min-height:38px;cursor:pointer}
.rt-switch__input{appearance:none;-webkit-appearance:none;position:relative;flex-shrink:0;width:40px;height:22px;margin:0;border-radius:11px;background:var(--rt-color-outline);cursor:pointer;transition:background-color 150ms}
.rt-switch__input::after{content:"";position:absolute;top:3px;left:3px;width:16px;height:16px;border-radius:50%;background:#fff;box-shadow:0 1px 2px rgba(0,0,0,.4);transition:transform 150ms}
.rt-switch__input:checked{background:var(--rt-color-primary)}
.rt-switch__input:checked::after{transform:translateX(18px)}
.rt-switch__input:disabled{opacity:0.5;cursor:default}
@media (prefers-reduced-motion:reduce){.rt-switch__input,.rt-switch__input::after{transition:none}}
`,
);
