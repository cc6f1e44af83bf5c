import { messages } from "@loupe/domain/messages";
import type { Problem } from "@loupe/domain/problem";

// Every call to the API goes through here: same-origin cookies, JSON in and out, and errors as
// the server's application/problem+json body.

export class ApiError extends Error {
  readonly problem: Problem;

  constructor(problem: Problem) {
    super(problem.detail);
    this.name = "ApiError";
    this.problem = problem;
  }

  get status(): number {
    return this.problem.status;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

// Sends the user to sign in; the app replaces the default full-page load with a router navigation.
type UnauthorizedHandler = (next: string) => void;

const defaultUnauthorizedHandler: UnauthorizedHandler = (next) => {
  window.location.assign(`/login?next=${encodeURIComponent(next)}`);
};
let unauthorizedHandler = defaultUnauthorizedHandler;

export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): void {
  unauthorizedHandler = handler ?? defaultUnauthorizedHandler;
}

function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}

export function handleUnauthorized(): void {
  if (window.location.pathname.startsWith("/login")) return;
  unauthorizedHandler(currentPath());
}

export type RequestOptions = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  query?: URLSearchParams | Record<string, string | number | undefined | null>;
  signal?: AbortSignal;
  // The session and sign-in calls answer 401 as a normal outcome, not as "go and sign in".
  expectUnauthorized?: boolean;
};

function withQuery(path: string, query: RequestOptions["query"]): string {
  if (!query) return path;
  const params = query instanceof URLSearchParams ? query : new URLSearchParams();
  if (!(query instanceof URLSearchParams)) {
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== null && value !== "") params.set(key, String(value));
    }
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

// Turns any failed response into a Problem, even when the body is not problem+json.
export async function problemFromResponse(response: Response): Promise<Problem> {
  const text = await response.text().catch(() => "");
  try {
    // Loaded on the first failure only: the schema brings zod, which a first screen may not need.
    const { problemSchema } = await import("@loupe/domain/problem");
    const parsed = problemSchema.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data;
  } catch {
    // Not JSON (a proxy error page, say), or the schema's chunk unreachable: the generic text.
  }
  return fallbackProblem(response.status, response.statusText);
}

export function fallbackProblem(status: number, statusText: string): Problem {
  const reason = statusText || (status === 0 ? "Network error" : "Request failed");
  return {
    status,
    title: messages.genericErrorTitle,
    detail: messages.genericError(reason, status === 0 ? "network" : status),
  };
}

export async function apiRequest<Result>(path: string, options: RequestOptions = {}): Promise<Result> {
  const headers: Record<string, string> = { accept: "application/json, application/problem+json" };
  if (options.body !== undefined) headers["content-type"] = "application/json";
  let response: Response;
  try {
    response = await fetch(withQuery(path, options.query), {
      method: options.method ?? "GET",
      credentials: "same-origin",
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError(fallbackProblem(0, ""));
  }
  if (!response.ok) {
    const problem = await problemFromResponse(response);
    if (response.status === 401 && !options.expectUnauthorized) handleUnauthorized();
    throw new ApiError(problem);
  }
  if (response.status === 204) return undefined as Result;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as Result;
}

export const api = {
  get: <Result>(path: string, options?: Omit<RequestOptions, "method" | "body">) =>
    apiRequest<Result>(path, { ...options, method: "GET" }),
  post: <Result>(path: string, body?: unknown, options?: Omit<RequestOptions, "method" | "body">) =>
    apiRequest<Result>(path, { ...options, method: "POST", body }),
  put: <Result>(path: string, body?: unknown, options?: Omit<RequestOptions, "method" | "body">) =>
    apiRequest<Result>(path, { ...options, method: "PUT", body }),
  patch: <Result>(path: string, body?: unknown, options?: Omit<RequestOptions, "method" | "body">) =>
    apiRequest<Result>(path, { ...options, method: "PATCH", body }),
  delete: <Result = void>(path: string, options?: Omit<RequestOptions, "method" | "body">) =>
    apiRequest<Result>(path, { ...options, method: "DELETE" }),
};

// The message to show for any error a query or mutation throws.
export function errorDetail(error: unknown): string {
  if (isApiError(error)) return error.problem.detail;
  if (error instanceof Error) return messages.genericError(error.message, "client");
  return messages.somethingWentWrong;
}
