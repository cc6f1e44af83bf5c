import { messages } from "@loupe/domain/messages";
import { createAdministratorThroughApi, decodeQuotedPrintable } from "./api";
import { expect, expectNoSeriousAccessibilityViolations, latestMail, screenshot, test } from "./fixtures";

test.describe("sign in", () => {
  test("with good credentials lands on the dashboard; the form is accessible", async ({
    page,
    server,
    consoleErrors,
  }) => {
    await page.goto("/login");
    await expectNoSeriousAccessibilityViolations(page);
    await screenshot(page, "login");
    await page.getByLabel("Email").fill(server.adminEmail);
    await page.getByLabel("Password").fill(server.adminPassword);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText("Demo Administrator").first()).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test("with empty fields says so without asking the server", async ({ page }) => {
    await page.goto("/login");
    let calls = 0;
    page.on("request", (request) => {
      if (request.url().includes("/api/auth/login")) calls++;
    });
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByText(messages.loginFieldsEmpty)).toBeVisible();
    await page.getByLabel("Email").fill("someone@lab.test");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByText(messages.loginFieldsEmpty)).toBeVisible();
    expect(calls).toBe(0);
  });

  test("with a wrong e-mail or password shows the same message inline", async ({ page, server }) => {
    await page.goto("/login/some-bypass-code");
    await page.getByLabel("Email").fill("nobody@lab.test");
    await page.getByLabel("Password").fill("whatever it is");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByText(messages.loginFailed)).toBeVisible();
    await page.getByLabel("Email").fill(server.adminEmail);
    await page.getByLabel("Password").fill("not the password");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByText(messages.loginFailed)).toBeVisible();
    await expect(page).toHaveURL(/\/login\/some-bypass-code$/);
  });

  test("is throttled after 5 failures for one e-mail", async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("Email").fill("throttled@lab.test");
    for (let attempt = 0; attempt < 5; attempt++) {
      await page.getByLabel("Password").fill(`wrong password ${attempt}`);
      await page.getByRole("button", { name: "Sign In" }).click();
      await expect(page.getByText(messages.loginFailed)).toBeVisible();
    }
    await page.getByLabel("Password").fill("wrong password again");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(
      page.getByText(/Too many sign-in attempts\. Try again after \d{1,2}:\d{2} (AM|PM)\./),
    ).toBeVisible();
  });
});

test.describe("the route guard", () => {
  test("sends a signed-out visitor to sign in and back to where they were going", async ({
    page,
    server,
  }) => {
    await page.goto("/user?search=maya");
    await expect(page).toHaveURL(/\/login\?next=/);
    await page.getByLabel("Email").fill(server.adminEmail);
    await page.getByLabel("Password").fill(server.adminPassword);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/user\?search=maya$/);
  });

  test("log out ends the session", async ({ page, signIn }) => {
    await signIn(page);
    await page.getByRole("button", { name: "Log Out" }).click();
    await expect(page).toHaveURL(/\/login/);
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/login\?next=%2Fdashboard/);
  });

  test("unknown paths show the not-found screen", async ({ page, signIn }) => {
    await signIn(page, { at: "/no/such/page" });
    await expect(page.getByText(messages.notFound)).toBeVisible();
    await expectNoSeriousAccessibilityViolations(page);
  });
});

test.describe("password reset", () => {
  test("works through the link in the mail, once", async ({ page, browser, server, signIn }) => {
    test.slow();
    await signIn(page);
    const email = `reset-${Date.now()}@lab.test`;
    await createAdministratorThroughApi(page.request, server.baseURL, {
      fullName: "Reset Person",
      email,
      password: "the first password",
    });

    const visitorContext = await browser.newContext({ baseURL: server.baseURL });
    const visitor = await visitorContext.newPage();
    await visitor.goto("/login");
    await visitor.getByRole("link", { name: "Forgot Password" }).click();
    await expect(visitor).toHaveURL(/\/forgot-password$/);
    await visitor.getByRole("button", { name: /submit|send/i }).click();
    await expect(visitor.getByText(messages.resetEmailEmpty)).toBeVisible();
    await expectNoSeriousAccessibilityViolations(visitor);
    await visitor.getByLabel("Email").fill(email);
    await visitor.getByRole("button", { name: /submit|send/i }).click();
    await expect(visitor.getByText(messages.resetEmailSent)).toBeVisible();
    await screenshot(visitor, "forgot-password-success");
    await expect(visitor).toHaveURL(/\/login$/);

    const mail = decodeQuotedPrintable(await latestMail(server, email));
    const link = mail.match(/http:\/\/localhost:\d+\/reset-password\?token=[\w-]+/)?.[0];
    expect(link).toBeDefined();
    await visitor.goto(link ?? "");
    await visitor.getByLabel("New Password").fill("the second password");
    await visitor.getByLabel("Confirm Password").fill("the second password");
    await visitor.getByRole("button", { name: /set password|save|reset/i }).click();
    await expect(visitor.getByText(messages.passwordChanged)).toBeVisible();

    await visitor.goto("/login");
    await visitor.getByLabel("Email").fill(email);
    await visitor.getByLabel("Password").fill("the second password");
    await visitor.getByRole("button", { name: "Sign In" }).click();
    await expect(visitor).toHaveURL(/\/dashboard$/);

    await visitor.goto(link ?? "");
    await visitor.getByLabel("New Password").fill("the third password!");
    await visitor.getByLabel("Confirm Password").fill("the third password!");
    await visitor.getByRole("button", { name: /set password|save|reset/i }).click();
    await expect(visitor.getByText(messages.resetLinkInvalid)).toBeVisible();
    await visitorContext.close();
  });
});
