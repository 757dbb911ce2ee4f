import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:4777';
const [path, login, password] = process.argv.slice(2);
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox'] });
const ctx = await b.newContext({ viewport: { width: 390, height: 844 }, baseURL: base });
await ctx.route((u) => !u.href.startsWith(base), (r) => r.abort());
const p = await ctx.newPage();
if (login) {
  await p.goto('/login');
  await p.getByLabel('Username atau Email').fill(login);
  await p.getByLabel('Password', { exact: true }).fill(password!);
  await p.getByRole('button', { name: 'Login' }).click();
  await p.waitForURL(/\/admin/);
}
await p.goto(path!); await p.waitForLoadState('networkidle'); await p.waitForTimeout(1500);
console.log(await p.evaluate(() => {
  const out: string[] = [`scrollWidth ${document.documentElement.scrollWidth}`];
  for (const el of Array.from(document.querySelectorAll('body *'))) {
    const r = el.getBoundingClientRect();
    if (r.right > window.innerWidth + 1 && r.width > 0) out.push(`${el.tagName}.${String((el as HTMLElement).className?.baseVal ?? (el as HTMLElement).className).slice(0, 60)} right=${Math.round(r.right)} w=${Math.round(r.width)}`);
  }
  return out.slice(0, 25).join('\n');
}));
await p.screenshot({ path: '/tmp/look-crops/probe.png', fullPage: false });
await b.close();
