// Throwaway screenshot script (not committed): node e2e/zz-shots.mjs BASE LOGIN PASSWORD path...
import { chromium } from 'playwright-core';
const [base, login, password, ...paths] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
for (const width of [390, 1440]) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, baseURL: base, locale: 'id-ID' });
  const page = await context.newPage();
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  page.on('console', (m) => { if (m.type() === 'error') console.log('console', m.text()); });
  if (login) {
    await page.goto('/login');
    await page.getByLabel('Username atau Email').fill(login);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(/\/admin/);
  }
  for (const path of paths) {
    await page.goto(path);
    await page.waitForLoadState('networkidle').catch(() => {});
    await page.waitForTimeout(800);
    const name = `/tmp/shots/${path.replace(/[^a-z0-9]+/gi, '_')}-${width}.png`;
    await page.screenshot({ path: name, fullPage: true });
    console.log(name);
  }
  await context.close();
}
await browser.close();
