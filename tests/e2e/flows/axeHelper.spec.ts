import { expect, test } from '../support/test';
import { axeViolations } from '../support/axe';

/*
 * The axe helper every page's test relies on finds what it must: serious and critical
 * violations in the page and in a same-origin frame inside it, and nothing on a clean page.
 * The page is written in place, on the console's origin, so the check costs about a second.
 */

test('the axe helper reports serious violations of the page and of its frames, and none on a clean page', async ({
  page,
}) => {
  // On the console's origin, so the frame (srcdoc) shares it as a console page's frames would.
  await page.goto('/readyz');
  await page.setContent(`<!doctype html>
    <html lang="en"><head><title>axe probe</title></head>
    <body><main>
      <h1>Probe</h1>
      <button type="button"></button>
      <iframe title="framed part" srcdoc="<!doctype html><html lang='en'><head><title>inner</title></head><body><main><img src='data:image/gif;base64,R0lGODlhAQABAAAAACw='></main></body></html>"></iframe>
    </main></body></html>`);
  await expect
    .poll(() => page.frames().length, { message: 'the frame has loaded' })
    .toBeGreaterThan(1);

  const { failing } = await axeViolations(page);
  const found = Object.fromEntries(
    failing.map((violation) => [violation.id, violation.nodes.map((node) => node.target)]),
  );
  // The unnamed button in the page itself.
  expect(found['button-name']).toEqual([['button']]);
  // The image without a text alternative, inside the frame: its target goes through the iframe.
  expect(found['image-alt']).toHaveLength(1);
  expect(found['image-alt']?.[0]).toHaveLength(2);

  await page.setContent(`<!doctype html>
    <html lang="en"><head><title>clean probe</title></head>
    <body><main><h1>Clean</h1><button type="button">Save</button></main></body></html>`);
  expect((await axeViolations(page)).failing).toEqual([]);
});
