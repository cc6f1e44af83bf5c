import { createDiamondThroughApi } from "./api";
import { expect, expectNoSeriousAccessibilityViolations, screenshot, test } from "./fixtures";

// Headless Chromium names itself HeadlessChrome, which analytics counts as a crawler: this visitor
// says it is the same Chrome with a head.
test.use({
  viewport: { width: 390, height: 844 },
  userAgent:
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36",
});

test("a public certificate links to its client's website through a counted click", async ({
  page,
  request,
  server,
  consoleErrors,
}) => {
  const { baseURL } = server;
  const signedIn = await request.post(`${baseURL}/api/auth/login`, {
    headers: { origin: baseURL },
    data: { email: server.adminEmail, password: server.adminPassword },
  });
  expect(signedIn.status()).toBe(200);
  const client = await request.post(`${baseURL}/api/clients`, {
    headers: { origin: baseURL },
    data: {
      name: `Lumen Site ${Date.now()}`,
      representativeName: "Iris Vega",
      email: "iris@lumen.test",
      website: "https://lumen-site.example/rings",
    },
  });
  expect(client.status(), await client.text()).toBe(201);
  const clientId = (await client.json()).id as string;
  const certificateNumber = `LG${Date.now()}`;
  await createDiamondThroughApi(request, baseURL, { certificateNumber, clientSku: "LUM-1", clientId });
  // The client's site, answered here: the test leaves no machine.
  await page.route("https://lumen-site.example/**", (route) =>
    route.fulfill({
      contentType: "text/html",
      body: "<!doctype html><title>Lumen</title><h1>Lumen rings</h1>",
    }),
  );

  await page.goto(`${baseURL}/c/diamond/${certificateNumber}`);
  const link = page.getByRole("link", { name: "Visit the company's website" });
  await expect(link).toBeVisible();
  await link.scrollIntoViewIfNeeded();
  await screenshot(page, "public-certificate-site-link");
  await expectNoSeriousAccessibilityViolations(page);
  expect(consoleErrors).toEqual([]);
  await link.click();
  await expect(page).toHaveURL("https://lumen-site.example/rings");
  await expect(page.getByRole("heading", { name: "Lumen rings" })).toBeVisible();

  const figures = await request.get(`${baseURL}/api/analytics?clientId=${clientId}`);
  expect(figures.status()).toBe(200);
  const answer = await figures.json();
  expect(answer.totals).toEqual({ certificateViews: 1, clicksToCompanySite: 1 });
  expect(answer.devices.android).toEqual({ certificateViews: 1, clicksToCompanySite: 1 });
});
