// Temporary: screenshots for a by-hand look (not committed).
import { chromium } from '@playwright/test';
const [, , base, lang, width, out, ...paths] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const context = await browser.newContext({ viewport: { width: Number(width), height: 800 } });
const page = await context.newPage();
const errors = [];
page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') errors.push(m.text().slice(0, 200)); });
const login = await page.request.post(`${base}/api/auth/login`, { headers: { 'x-juicyin-client': '1' }, data: { email: 'ops@juicyin.example', password: 'look-staff-pass-9' } });
console.log('login', login.status());
await page.goto(base + '/');
await page.evaluate((language) => localStorage.setItem('juicyin.preferences', JSON.stringify({ language, currency: 'SAR', country: 'SA' })), lang);
let i = 0;
for (const p of paths) {
  await page.goto(base + p);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(800);
  const file = `${out}-${i++}.png`;
  await page.screenshot({ path: file, fullPage: true });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  console.log(p, file, 'overflow', overflow, 'h1', await page.locator('h1').first().textContent().catch(() => null));
}
console.log('console errors/warnings:', errors);
await browser.close();
