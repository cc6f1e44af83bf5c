import { describe, expect, it } from "vitest";
import { administratorCreateSchema, missingAdministratorFields } from "./administrators";

describe("the administrator form", () => {
  it("requires every field but phone, and the password only on create", () => {
    expect(missingAdministratorFields({ fullName: " ", email: "", password: "" }, "create")).toEqual([
      "Full Name",
      "Email Address",
      "Password",
    ]);
    expect(missingAdministratorFields({ fullName: "A", email: "a@b.c" }, "edit")).toEqual([]);
  });

  it("normalises e-mails and accepts an empty phone or ten digits", () => {
    const parsed = administratorCreateSchema.parse({
      fullName: " Ada ",
      email: " Ada@Lab.TEST ",
      password: "long enough pw",
    });
    expect(parsed).toMatchObject({
      fullName: "Ada",
      email: "ada@lab.test",
      phone: "",
      permissions: ["super_admin"],
    });
    expect(administratorCreateSchema.safeParse({ ...parsed, phone: "(212) 555-0123" }).success).toBe(true);
    expect(administratorCreateSchema.safeParse({ ...parsed, phone: "555-0123" }).success).toBe(false);
  });

  it("accepts passwords of 10 to 128 characters", () => {
    const base = { fullName: "A", email: "a@b.co" };
    expect(administratorCreateSchema.safeParse({ ...base, password: "x".repeat(9) }).success).toBe(false);
    expect(administratorCreateSchema.safeParse({ ...base, password: "x".repeat(10) }).success).toBe(true);
    expect(administratorCreateSchema.safeParse({ ...base, password: "x".repeat(128) }).success).toBe(true);
    expect(administratorCreateSchema.safeParse({ ...base, password: "x".repeat(129) }).success).toBe(false);
  });
});
