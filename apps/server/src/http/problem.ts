import type { FieldError, Problem } from "@loupe/domain/problem";

// Services throw these; the error handler turns them into application/problem+json.
export class HttpProblem extends Error {
  constructor(
    readonly status: number,
    readonly title: string,
    readonly detail: string,
    readonly errors?: FieldError[],
    readonly extra: Partial<Problem> = {},
  ) {
    super(detail);
  }

  toProblem(): Problem {
    return {
      status: this.status,
      title: this.title,
      detail: this.detail,
      ...(this.errors ? { errors: this.errors } : {}),
      ...this.extra,
    };
  }
}

export const badRequest = (detail: string, errors?: FieldError[]) =>
  new HttpProblem(400, "Bad Request", detail, errors);
export const unauthorized = (detail: string) => new HttpProblem(401, "Unauthorized", detail);
export const forbidden = (detail: string) => new HttpProblem(403, "Forbidden", detail);
export const notFound = (detail: string) => new HttpProblem(404, "Not Found", detail);
export const conflict = (detail: string, errors?: FieldError[]) =>
  new HttpProblem(409, "Conflict", detail, errors);
