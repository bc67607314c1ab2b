import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { onDemand } from "./on-demand";

// Parts loaded on demand render nothing (or their placeholder) until their code has arrived, then
// render synchronously; the code is fetched once, and again after a failure.

const Greeting = ({ name }: { name: string; open?: boolean }) => createElement("p", null, `Hello ${name}`);

describe("onDemand", () => {
  it("shows the placeholder until the code has arrived, then the part itself", async () => {
    let loads = 0;
    const Part = onDemand(async () => {
      loads++;
      return Greeting;
    }, { fallback: ({ name }) => createElement("span", { "aria-busy": "true" }, name) });
    expect(renderToStaticMarkup(createElement(Part, { name: "Ada" }))).toBe('<span aria-busy="true">Ada</span>');
    await Promise.all([Part.preload(), Part.preload()]);
    expect(loads).toBe(1);
    expect(renderToStaticMarkup(createElement(Part, { name: "Ada" }))).toBe("<p>Hello Ada</p>");
  });

  it("renders nothing while it is not wanted, loaded or not", async () => {
    const Part = onDemand(async () => Greeting, { when: (props) => props.open === true, fallback: () => "loading", memo: true });
    expect(renderToStaticMarkup(createElement(Part, { name: "Ada", open: false }))).toBe("");
    expect(renderToStaticMarkup(createElement(Part, { name: "Ada", open: true }))).toBe("loading");
    await Part.preload();
    expect(renderToStaticMarkup(createElement(Part, { name: "Ada", open: false }))).toBe("");
    expect(renderToStaticMarkup(createElement(Part, { name: "Ada", open: true }))).toBe("<p>Hello Ada</p>");
  });

  it("fetches the code again after a failed attempt", async () => {
    let attempts = 0;
    const Part = onDemand(async () => {
      attempts++;
      if (attempts === 1) throw new Error("offline");
      return Greeting;
    });
    await expect(Part.preload()).rejects.toThrow("offline");
    await Part.preload();
    expect(attempts).toBe(2);
    expect(renderToStaticMarkup(createElement(Part, { name: "Bo" }))).toBe("<p>Hello Bo</p>");
  });
});
