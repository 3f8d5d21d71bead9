import { expect, test } from '@playwright/test';

test('the published scripts of the shell and the remotes carry no source maps', async ({ page, request }) => {
  const scripts = new Set<string>();
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script' && res.ok()) scripts.add(res.url());
  });
  for (const path of ['/', '/lockin', '/admin-login']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(scripts.size).toBeGreaterThan(3);
  for (const url of scripts) {
    expect((await (await request.get(url)).text()).includes('sourceMappingURL'), `${url} names a source map`).toBe(false);
    expect((await request.get(`${url}.map`)).status(), `${url}.map`).toBe(404);
  }
});
