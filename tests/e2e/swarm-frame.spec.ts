import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Frame, type Locator } from '@playwright/test';
import { expectNoAxeViolations } from './axe-support';
import { signInAdmin } from './content-support';

/**
 * The framed swarm form reports its height and the host sizes the frame to it: on the test page
 * and on a key owner's page with the embed code from Generate API key, at desktop and phone
 * widths, Notify shows and can be pressed with no scrolling inside the frame — also once the
 * validation messages have made the form taller.
 */
const DEMO_KEY = 'bwk_demo-local-swarm-form-key-000001';
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** The document inside the frame: its content height and its own viewport, CSS pixels. */
async function frameFit(frame: Frame) {
  return frame.evaluate(() => {
    const page = document.querySelector('.swarm-page')!;
    return {
      contentBottom: Math.ceil(page.getBoundingClientRect().bottom + window.scrollY),
      scrollHeight: document.documentElement.scrollHeight,
      innerHeight: window.innerHeight,
      scrollY: window.scrollY,
    };
  });
}

/** The frame shows the whole form: nothing to scroll inside it, the element as tall as the form. */
async function expectWholeForm(frameElement: Locator) {
  const frame = (await (await frameElement.elementHandle())!.contentFrame())!;
  await expect
    .poll(async () => {
      const fit = await frameFit(frame);
      return fit.scrollHeight <= fit.innerHeight && fit.contentBottom <= fit.innerHeight;
    })
    .toBe(true);
  const box = (await frameElement.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual((await frameFit(frame)).contentBottom);
  return frame;
}

/** Notify is inside the frame's viewport without scrolling; pressing it shows the messages. */
async function pressNotifyWithoutScrolling(frame: Frame) {
  const notify = frame.getByRole('button', { name: 'Notify' });
  await expect(notify).toBeEnabled();
  const within = await notify.evaluate((el) => el.getBoundingClientRect().bottom <= window.innerHeight);
  expect(within).toBe(true);
  await notify.click();
  await expect(frame.getByText('Please enter name', { exact: true })).toBeVisible();
  expect((await frameFit(frame)).scrollY).toBe(0);
}

async function checkFrame(frameElement: Locator) {
  await expect(frameElement.contentFrame().getByRole('button', { name: 'Notify' })).toBeEnabled();
  const frame = await expectWholeForm(frameElement);
  await pressNotifyWithoutScrolling(frame);
  // The messages under the fields made the form taller: the frame followed.
  await expectWholeForm(frameElement);
}

for (const vp of VIEWPORTS) {
  test(`test page (${vp.name}): the frame is as tall as the form and Notify needs no scrolling`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: vp.width, height: vp.height });
    await page.goto(`/home/testapi?key=${DEMO_KEY}`);
    const frameElement = page.locator('iframe.swarm-frame');
    await checkFrame(frameElement);
    await expectNoAxeViolations(page);
  });
}

test('the embed code from Generate API key sizes the frame on the key owner’s page', async ({ page }) => {
  // The key owner's site: a second web server whose page holds exactly the code the portal gave.
  let hostPage = '';
  const server = http.createServer((_req, res) => {
    res
      .writeHead(200, { 'content-type': 'text/html' })
      .end(`<!doctype html><html lang="en"><title>Host</title><h1>Host</h1>${hostPage}</html>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  try {
    await signInAdmin(page);
    await page.goto('/admin/generateapikey');
    await page.getByLabel('Owner').fill('Frame height check');
    await page.getByLabel('Allowed Origin').fill(`http://localhost:${port}`);
    await page.getByRole('button', { name: 'Generate API key' }).click();
    await expect(page.getByTestId('new-api-key')).toBeVisible();
    hostPage = await page.locator('.api-key-snippet textarea').inputValue();
    expect(hostPage).toContain('beewatch:swarm-form-height');

    for (const vp of VIEWPORTS) {
      await page.setViewportSize({ width: vp.width, height: vp.height });
      await page.goto(`http://localhost:${port}/host.html`);
      const frameElement = page.locator('iframe#beewatch-swarm-form');
      await expect(
        page.frameLocator('iframe#beewatch-swarm-form').getByText('Form provided by Frame height check'),
      ).toBeVisible();
      await checkFrame(frameElement);
    }
  } finally {
    server.close();
  }
});
