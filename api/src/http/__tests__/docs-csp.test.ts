import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describeEachDatabase } from '../../testing/test-app.js';

describeEachDatabase('/docs under its own Content-Security-Policy', (api) => {
  test('every inline <style> the served swagger-ui scripts create is allowed by hash; nothing is upgraded to https', async () => {
    const csp = String((await api().get('/docs/static/index.html')).headers['content-security-policy']);
    let scripts = '';
    for (const file of ['swagger-ui-bundle.js', 'swagger-ui-standalone-preset.js'])
      scripts += (await api().get(`/docs/static/${file}`)).body;
    const styles = [...scripts.matchAll(/createElement\("style",null,"([^"]+)"\)/g)].map(([, text]) => text);
    assert.ok(styles.length > 0, 'swagger-ui draws inline styles (its logo)');
    const styleSrc = /style-src ([^;]+)/.exec(csp)?.[1].split(/\s+/) ?? [];
    for (const style of styles) {
      assert.ok(
        styleSrc.includes(`'sha256-${createHash('sha256').update(style).digest('base64')}'`),
        `allowed: ${style}`,
      );
    }
    assert.ok(!styleSrc.includes("'unsafe-inline'"));
    assert.ok(!csp.includes('upgrade-insecure-requests'));
  });
});
