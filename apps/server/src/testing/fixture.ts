// A complete form input built afresh each call, with what a test is about overridden.
export const fixture =
  <Input extends object>(defaults: () => Input) =>
  (overrides: Partial<Input> = {}): Input => ({ ...defaults(), ...overrides });
