import { describe, expect, test } from "vitest";
import { createRoutesStub, useRouteError } from "react-router";
import { render, screen } from "@testing-library/react";
import { isPageNotFound, pageNotFound, validatePage, type PageValidation } from "./validate-page";

type Thrown = { type: string; data: { path: string; message: string }; init: { status: number; statusText: string } };

async function thrownBy(promise: Promise<unknown>): Promise<Thrown | undefined> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    return error as Thrown;
  }
}

const args = (url: string, params = {}) => ({ url: new URL(url), params });

describe("validatePage", () => {
  test("passes only when the validation returns exactly true", async () => {
    await expect(
      validatePage(args("http://x.test/template-community?scene=poster"), () => true),
    ).resolves.toBeUndefined();
    for (const result of [false, undefined, {}, "true", 1] as unknown as ReturnType<PageValidation>[]) {
      const thrown = await thrownBy(validatePage(args("http://x.test/a"), () => result));
      expect(thrown?.init.status, `result ${JSON.stringify(result)}`).toBe(404);
    }
  });

  test("a failure is a 404 titled Page Not Found with the full path and query", async () => {
    const thrown = await thrownBy(
      validatePage(args("http://x.test/template-community?scene=__nope__&page=2"), () => false),
    );
    expect(thrown?.init).toEqual({ status: 404, statusText: "Page Not Found" });
    expect(thrown?.data).toEqual({
      path: "/template-community?scene=__nope__&page=2",
      message: "Page Not Found: /template-community?scene=__nope__&page=2",
    });
  });

  test("awaits async validations and hands them the URL and params", async () => {
    const seen: string[] = [];
    await validatePage(args("http://x.test/t/42?x=1", { id: "42" }), async ({ url, params, path }) => {
      seen.push(url.searchParams.get("x") ?? "", params.id ?? "", path);
      return true;
    });
    expect(seen).toEqual(["1", "42", "/t/42?x=1"]);
  });

  test("a failure object may set its own status and message", async () => {
    const thrown = await thrownBy(validatePage(args("http://x.test/gone"), () => ({ status: 410, message: "已下架" })));
    expect(thrown?.init.status).toBe(410);
    expect(thrown?.data.message).toBe("已下架");
  });

  test("errors thrown by the validation propagate unchanged (a 500, not a 404)", async () => {
    const boom = new Error("provider down");
    await expect(
      validatePage(args("http://x.test/a"), () => {
        throw boom;
      }),
    ).rejects.toBe(boom);
  });
});

test("a loader that throws pageNotFound reaches the error boundary as a 404 with its path", async () => {
  let caught: unknown;
  function Capture() {
    caught = useRouteError();
    return <p>boundary</p>;
  }
  const Stub = createRoutesStub([
    {
      path: "/template-community",
      loader: ({ request }) => {
        throw pageNotFound(request);
      },
      Component: () => <p>page</p>,
      ErrorBoundary: Capture,
      HydrateFallback: () => null,
    },
  ]);
  render(<Stub initialEntries={["/template-community?scene=__nope__"]} />);
  expect(await screen.findByText("boundary")).toBeInTheDocument();
  expect(screen.queryByText("page")).not.toBeInTheDocument();
  expect(isPageNotFound(caught)).toBe(true);
  expect((caught as { status: number }).status).toBe(404);
  expect((caught as { data: { message: string } }).data.message).toBe(
    "Page Not Found: /template-community?scene=__nope__",
  );
});
