import { describe, expect, it } from "vitest";
import { stripHtml } from "./strip-html";

describe("stripping HTML from a description (spec 001 §5.1)", () => {
  it.each([
    ["<p>Halo <b>ring</b></p>", "Halo ring\n"],
    ["One<br>Two<br/>Three", "One\nTwo\nThree"],
    ['<span style="color:red">Red</span> &amp; <i>white</i>', "Red & white"],
    ["<!-- note -->Plain", "Plain"],
    ["<script>alert(1)</script>Ring", "alert(1)Ring"],
    ["&lt;b&gt; stays text", "<b> stays text"],
  ])("%j", (html, text) => {
    expect(stripHtml(html)).toBe(text);
  });

  it("leaves plain text alone, with its '<' and '>'", () => {
    expect(stripHtml("Size < 7 and > 5, 18K & platinum")).toBe("Size < 7 and > 5, 18K & platinum");
  });
});
