import { beforeAll, describe, expect, it } from "vitest";
import { describeDocumentConformance } from "../../../test/support/document-conformance.js";
import { fixturePath } from "../../../test/support/fixtures.js";
import type { Document } from "../document.js";
import { loadDocument } from "../load.js";
import { htmlContent, signatureParameters } from "./html.js";

const ARTICLE = fixturePath("html/field-notes-article.html");
const LIBRARY = fixturePath("html/library-opening-hours.html");

describeDocumentConformance("HTML article page", () => loadDocument(ARTICLE), {
  renders: false,
  minVisuals: 2,
  containsText: "fourteen snow pillows across three watersheds",
});
describeDocumentConformance("HTML page without landmarks", () => loadDocument(LIBRARY), {
  renders: false,
  minVisuals: 2,
  containsText: "Book drops outside each library are emptied every morning at 8:30.",
});

describe("html adapter on a saved article page", () => {
  let document: Document;
  beforeAll(async () => {
    document = await loadDocument(ARTICLE);
  });

  it("reads only the main content: no scripts, styles, navigation, search form, sidebar menu or site footer", () => {
    const text = document.lines.join("\n");
    for (const chrome of [
      "dataLayer",
      "gtag",
      "font-family",
      "Home",
      "About us",
      "Search the site",
      "More in Hydrology",
      "Reading a river gauge",
      "All rights reserved",
      "Privacy",
      "Enable JavaScript",
    ]) {
      expect(text).not.toContain(chrome);
    }
  });

  it("puts each heading (with its level as Markdown marks), paragraph, list item and table row on its own line", () => {
    expect(document.format).toBe("html");
    expect(document.lines.slice(0, 3)).toEqual([
      "# Tracking Snow Melt in the Upper Basin",
      "By Ana Ferreira · 12 March 2024",
      "Every spring the snowpack above 2,400 metres releases most of the water that reaches the reservoir. " +
        "This season our team installed fourteen snow pillows across three watersheds to measure how quickly that water arrives.",
    ]);
    expect(document.lines.slice(3, 5)).toEqual(["", "## How a snow pillow works"]);
    expect(document.lines).toContain("Site 7 | 2,780 | 498");
    expect(document.lines.filter((line) => line.startsWith("- "))).toEqual([
      "- Dust on the snow from a February storm darkened the surface.",
      "- Night-time temperatures stayed above freezing for nine days.",
      "- The highest site lost almost no water at all.",
    ]);
    expect(document.title).toBe("Tracking Snow Melt in the Upper Basin | Field Notes");
    expect(document.pageCount).toBe(1);
  });

  it("lists the figure and the table with their lines, labels and captions; not the spacer image", () => {
    expect(document.visuals()).toEqual([
      {
        type: "figure",
        line: 7,
        endLine: 8,
        label: "Figure 1",
        caption: "Figure 1. The pillow at site 7, photographed on 2 February before the first thaw.",
        source: "/media/2024/pillow-site-7.jpg",
      },
      {
        type: "table",
        line: 12,
        endLine: 17,
        label: "Table 1",
        caption: "Table 1. Snow water equivalent on 1 March, in millimetres",
      },
    ]);
    expect(document.lines[6]).toBe("[Image: Snow pillow at site 7 under half a metre of snow]");
    expect(document.lines[11]).toBe("Table 1. Snow water equivalent on 1 March, in millimetres");
    expect(document.lines[12]).toBe("Site | Elevation (m) | SWE (mm)");
    // The header row the page marks (`<th>`) is ruled off from the data, as a Markdown table's.
    expect(document.lines[13]).toBe("--- | --- | ---");
    expect(document.lines[16]).toBe("Site 11 | 3,120 | 655");
    expect(document.lines.join("\n")).not.toContain("spacer");
  });
});

describe("html adapter on a page without main or article", () => {
  let document: Document;
  beforeAll(async () => {
    document = await loadDocument(LIBRARY);
  });

  it("reads the body, splitting at <br>, keeping <pre> lines and dropping hidden elements and scripts", () => {
    expect(document.title).toBe("Opening hours - Westbrook Public Library");
    expect(document.lines).toContain("# Opening hours");
    expect(document.lines).toContain("## Returning books out of hours");
    expect(document.lines).toContain("Book drops outside each library are emptied every morning at 8:30.");
    expect(document.lines).toContain("Items returned after that time are checked in the next day.");
    expect(document.lines.slice(-2)).toEqual(["Harbour Street 14", "Westbrook WB2 7QL"]);
    const text = document.lines.join("\n");
    expect(text).not.toContain("Hidden survey prompt");
    expect(text).not.toContain("_paq");
  });

  it("turns an image's alt text and an uncaptioned data table into visuals on their lines", () => {
    const [image, table] = document.visuals();
    expect(image).toMatchObject({
      type: "image",
      label: "Entrance of the main library on Harbour Street",
      source: "images/main-library-entrance.png",
    });
    expect(document.lines[image!.line! - 1]).toBe("[Image: Entrance of the main library on Harbour Street]");
    expect(table).toMatchObject({ type: "table", label: "Table 1" });
    expect(table!.caption).toBeUndefined();
    expect(document.lines[table!.line! - 1]).toBe("Library | Monday to Friday | Saturday | Sunday");
    expect(document.lines[table!.endLine! - 1]).toBe("Riverside branch | 13:00 to 19:00 | closed | closed");
  });
});

describe("htmlContent", () => {
  it("takes the title from the first h1 when there is no <title>", () => {
    const content = htmlContent("<body><h1>Annual  report</h1><p>Revenue rose.</p></body>");
    expect(content.title).toBe("Annual report");
    expect(content.lines).toEqual(["# Annual report", "Revenue rose."]);
  });

  it("takes the first heading of the content for Sphinx's '<no title>' placeholder, not a sidebar's h1", () => {
    const content = htmlContent(
      "<head><title>&lt;no title&gt; — Frob 2.1 documentation</title></head><body><div class=\"sphinxsidebar\" role=\"navigation\"><h1>Frob</h1></div><div role=\"main\"><h1>Issue triage</h1><p>Triage comes first.</p></div></body>",
    );
    expect(content.title).toBe("Issue triage");
  });

  it("drops a documentation generator's permalinks beside headings and API entries, not other links", () => {
    const content = htmlContent(
      `<body><h2>Emitting Signals<a class="headerlink" href="#emitting-signals" title="Link to this heading">¶</a></h2>
       <dl><dt><code>Signal.send(sender)</code><a class="headerlink" href="#blinker.Signal.send">¶</a></dt>
       <dd><p>Emit this signal, see <a href="#send">#</a> and <a href="/sections">§ 4</a>.</p></dd></dl>
       <h3 id="x">Options<a href="#x">#</a></h3></body>`,
    );
    expect(content.lines).toEqual(["## Emitting Signals", "Signal.send(sender)", "Emit this signal, see and § 4.", "", "### Options"]);
  });

  it("joins inline text and reads layout tables as blocks, not as visuals", () => {
    const content = htmlContent(
      `<table role="presentation"><tr><td><p>Dear <b>reader</b>,</p><p>Our <a href="/x">spring issue</a> is out.</p></td>
       <td><img src="logo.png" alt=""></td></tr></table>`,
    );
    expect(content.lines).toEqual(["Dear reader,", "Our spring issue is out."]);
    expect(content.visuals).toEqual([]);
  });

  it("prefers a single <article> when there is no <main>", () => {
    const content = htmlContent(
      `<body><div class="menu"><a href="/">Home</a></div><article><h2>Story</h2><p>Body text.</p></article>
       <div class="comments">Comment: great!</div></body>`,
    );
    expect(content.lines).toEqual(["## Story", "Body text."]);
  });

  it("starts a new page at each page-break marker", () => {
    const content = htmlContent("<p>One</p><p>Two\uE000three</p><p>\uE000Four</p><p>Five\uE000</p>", {
      pageBreakMarker: "\uE000",
    });
    expect(content.lines).toEqual(["One", "Two", "three", "Four", "Five"]);
    expect(content.pageStarts).toEqual([1, 3, 4]);
    expect(htmlContent("<p>One</p>").pageStarts).toBeUndefined();
  });

  it("reads a figure made of a table as that table, captioned by the figcaption", () => {
    const content = htmlContent(
      `<p>Intro.</p><figure><table><tr><th>a</th><th>b</th></tr><tr><td>1</td><td>2</td></tr></table>
       <figcaption>Table 4: Sums</figcaption></figure>`,
    );
    expect(content.lines).toEqual(["Intro.", "a | b", "--- | ---", "1 | 2", "Table 4: Sums"]);
    expect(content.visuals).toEqual([{ type: "table", line: 2, endLine: 5, label: "Table 4", caption: "Table 4: Sums" }]);
  });
});

// A Sphinx autodoc page of a made-up library, written in the shape Sphinx 5–7 writes it.
const AUTODOC = `<html><head><title>API — frob 2.0 documentation</title></head><body><div role="main">
<h1>API<a class="headerlink" href="#api">¶</a></h1>
<dl class="py class">
<dt class="sig sig-object py" id="frob.Tree"><em class="property"><span class="pre">class</span> </em><span class="sig-prename descclassname"><span class="pre">frob.</span></span><span class="sig-name descname"><span class="pre">Tree</span></span><span class="sig-paren">(</span><em class="sig-param"><span class="n">root</span>: <span class="n">Node</span></em><span class="sig-paren">)</span><a class="reference internal" href="_modules/frob.html#Tree"><span class="viewcode-link"><span class="pre">[source]</span></span></a><a class="headerlink" href="#frob.Tree" title="Permalink to this definition">¶</a></dt>
<dd><p>Bases: <code>object</code></p>
<p>A rooted tree of frob nodes.</p>
<dl class="py method">
<dt class="sig sig-object py" id="frob.Tree.walk"><span class="sig-name descname"><span class="pre">walk</span></span><span class="sig-paren">(</span><em class="sig-param">visitor</em>, <em class="sig-param">depth=None</em><span class="sig-paren">)</span><a class="reference internal" href="_modules/frob.html#Tree.walk"><span class="viewcode-link"><span class="pre">[source]</span></span></a><a class="headerlink" href="#frob.Tree.walk">¶</a></dt>
<dd><p>Calls the visitor on every node in document order.</p>
<dl class="field-list simple"><dt class="field-odd">Parameters</dt><dd class="field-odd"><ul class="simple">
<li><p><strong>visitor</strong> (<em>callable</em>) – A function called with each node.</p></li>
<li><p><strong>depth</strong> (<em>int</em>) – Stops the walk below this many levels.</p></li>
</ul></dd>
<dt class="field-even">Return type</dt><dd class="field-even"><p>int</p></dd></dl>
</dd></dl>
<dl class="py property">
<dt class="sig sig-object py" id="frob.Tree.size"><em class="property"><span class="pre">abstract</span> <span class="pre">property</span> </em><span class="sig-name descname"><span class="pre">size</span></span><em class="property">: int</em><a class="headerlink" href="#frob.Tree.size">¶</a></dt>
<dd><p>The number of nodes in the tree.</p></dd></dl>
</dd></dl>
</div></body></html>`;

describe("html adapter on a Sphinx autodoc page", () => {
  it("writes each entry's signature as a heading under its section, its kind named first and its name qualified by its permalink", () => {
    const { lines } = htmlContent(AUTODOC);
    expect(lines).toContain("## class frob.Tree(root: Node)");
    // A member one level under its class; Sphinx writes no kind word for a method, nor the class before the name.
    expect(lines).toContain("### method frob.Tree.walk(visitor, depth=None)");
    expect(lines).toContain("### abstract property frob.Tree.size: int");
    expect(lines.join("\n")).not.toMatch(/\[source\]|¶/);
  });

  it("names an entry as the page shows it when its permalink writes the module twice", () => {
    // pglast's enumerations: a `.. class::` inside `.. module::` that names its module again doubles the id's path.
    const page = `<html><body><div role="main"><h1>primnodes</h1><dl class="py class">
<dt class="sig sig-object py" id="frob.enums.frob.enums.Kind"><em class="property"><span class="pre">class</span> </em><span class="sig-prename descclassname"><span class="pre">frob.enums.</span></span><span class="sig-name descname"><span class="pre">Kind</span></span></dt>
<dd><p>Corresponds to the Kind enum.</p>
<dl class="py attribute"><dt class="sig sig-object py" id="frob.enums.frob.enums.Kind.LEAF"><span class="sig-name descname"><span class="pre">LEAF</span></span></dt><dd></dd></dl>
</dd></dl></div></body></html>`;
    const { lines } = htmlContent(page);
    expect(lines).toContain("## class frob.enums.Kind");
    expect(lines).toContain("### attribute frob.enums.Kind.LEAF");
    expect(lines.join("\n")).not.toContain("frob.enums.frob.enums");
  });

  it("writes a parameter field list as a lead-in over one item per parameter, the name as code", () => {
    const { lines } = htmlContent(AUTODOC);
    const at = lines.indexOf("Parameters:");
    expect(lines[at - 1]).toBe("Calls the visitor on every node in document order.");
    // The list ends before the next field, whose label would otherwise read as the last item's continuation.
    expect(lines.slice(at + 1, at + 5)).toEqual(["- `visitor` (callable) – A function called with each node.", "- `depth` (int) – Stops the walk below this many levels.", "", "Return type"]);
  });
});

// The same kind of page as Sphinx 1.x writes it (webassets' documentation in Debian, the hundred-fourteenth held-out set):
// `<dl class="method">` without the domain's class, the name and its class in `<code>` elements.
const AUTODOC_1X = `<html><body><div role="main"><h1>Custom frobbers</h1>
<dl class="method">
<dt id="frob.env.Frobber.frob_source">
<code class="descclassname">Frobber.</code><code class="descname">frob_source</code><span class="sig-paren">(</span><em>ctx</em>, <em>item</em><span class="sig-paren">)</span><a class="headerlink" href="#frob.env.Frobber.frob_source" title="Permalink to this definition">¶</a></dt>
<dd><p>Given an item of a bundle, this has to return the frobbed value.</p></dd></dl>
<dl class="simple">
<dt>Not an entry</dt>
<dd><p>A plain definition list.</p></dd></dl>
</div></body></html>`;

describe("html adapter on a Sphinx 1.x page", () => {
  it("writes each entry's signature as a heading, qualified by its permalink, and leaves other definition lists alone", () => {
    const { lines } = htmlContent(AUTODOC_1X);
    expect(lines).toContain("## method frob.env.Frobber.frob_source(ctx, item)");
    expect(lines).toContain("Given an item of a bundle, this has to return the frobbed value.");
    expect(lines.some((line) => /^#+ .*Not an entry/.test(line))).toBe(false);
  });
});

// Entries of Sphinx's C and C++ domains on a made-up library's page, in the shape Sphinx 5–7 writes them: a type with
// a member nested in it, a function with its return type before its name, and a class template over two lines.
const DOMAINS = `<html><body><div role="main"><h1>frob module</h1>
<dl class="c type">
<dt class="sig sig-object c" id="c.streams"><span class="k"><span class="pre">type</span></span><span class="w"> </span><span class="sig-name descname"><span class="n"><span class="pre">streams</span></span></span><a class="headerlink" href="#c.streams">¶</a><br /></dt>
<dd><p>A zero-based array of frob streams.</p>
<dl class="c member">
<dt class="sig sig-object c"><span class="sig-name descname"><span class="pre">offset</span></span></dt>
<dd><p>Offset of the stream in the file.</p></dd></dl>
</dd></dl>
<dl class="c function">
<dt class="sig sig-object c" id="c.frob_open"><span class="kt"><span class="pre">int</span></span><span class="w"> </span><span class="sig-name descname"><span class="n"><span class="pre">frob_open</span></span></span><span class="sig-paren">(</span><span class="n"><span class="pre">FROB</span></span><span class="w"> </span><span class="p"><span class="pre">*</span></span><span class="n"><span class="pre">frob</span></span><span class="sig-paren">)</span><br /></dt>
<dd><p>Opens a frob for reading.</p></dd></dl>
<dl class="cpp class">
<dt class="sig sig-object cpp" id="_CPPv4I0E5Cache"><span class="k"><span class="pre">template</span></span><span class="p"><span class="pre">&lt;</span></span><span class="k"><span class="pre">typename</span></span><span class="w"> </span><span class="sig-name descname"><span class="n"><span class="pre">T</span></span></span><span class="p"><span class="pre">&gt;</span></span><br /><span class="k"><span class="pre">class</span></span><span class="w"> </span><span class="sig-name descname"><span class="n"><span class="pre">Cache</span></span></span><br /></dt>
<dd><p>A cache of frob values.</p></dd></dl>
</div></body></html>`;

describe("html adapter on entries of Sphinx's C and C++ domains", () => {
  it("writes each entry as a heading: its kind once, then its signature with the entry's name in code, a member under its type", () => {
    const { lines } = htmlContent(DOMAINS);
    expect(lines).toContain("## type `streams`");
    expect(lines).toContain("### member `offset`");
    expect(lines).toContain("## function int `frob_open`(FROB *frob)");
    // The template's parameter is marked as a name too; the entry's name is the last, and the line break is a space.
    expect(lines).toContain("## template<typename T> class `Cache`");
    expect(lines[lines.indexOf("## type `streams`") + 1]).toBe("A zero-based array of frob streams.");
  });
});

// A numpydoc docstring (Sphinx's numpydoc or napoleon extension) of a made-up function: its fields are lists of
// definitions, the name in bold and the type in a classifier, and newer Sphinx puts the colon inside the label.
const NUMPYDOC = `<html><body><div role="main"><h1>frob.smooth</h1>
<dl class="py function">
<dt class="sig sig-object py" id="frob.smooth"><span class="sig-prename descclassname"><span class="pre">frob.</span></span><span class="sig-name descname"><span class="pre">smooth</span></span><span class="sig-paren">(</span><em class="sig-param">x</em>, <em class="sig-param">k=3</em><span class="sig-paren">)</span></dt>
<dd><p>Smooths a frob series with a moving window.</p>
<dl class="field-list">
<dt class="field-odd">Parameters<span class="colon">:</span></dt>
<dd class="field-odd"><dl>
<dt><strong>x</strong><span class="classifier">array_like</span></dt><dd><p>The series to smooth,
one value per step.</p>
</dd>
<dt><strong>k</strong><span class="classifier">int, optional</span></dt><dd><p>Width of the window. Default is 3.</p>
</dd>
</dl>
</dd>
<dt class="field-even">Returns<span class="colon">:</span></dt>
<dd class="field-even"><dl>
<dt><strong>smoothed</strong><span class="classifier">ndarray</span></dt><dd><p>The smoothed series.</p>
</dd>
</dl>
</dd>
</dl>
</dd></dl>
</div></body></html>`;

describe("html adapter on a numpydoc docstring", () => {
  it("writes a parameter field's definitions as a lead-in over one item per parameter, name as code and type apart", () => {
    const { lines } = htmlContent(NUMPYDOC);
    const at = lines.indexOf("Parameters:");
    expect(lines[at - 1]).toBe("Smooths a frob series with a moving window.");
    expect(lines.slice(at + 1, at + 3)).toEqual([
      "- `x` (array_like) – The series to smooth, one value per step.",
      "- `k` (int, optional) – Width of the window. Default is 3.",
    ]);
  });

  it("writes another field's definitions one line each, the name apart from its type, under the label with one colon", () => {
    const { lines } = htmlContent(NUMPYDOC);
    expect(lines).toContain("Returns:");
    expect(lines[lines.indexOf("Returns:") + 1]).toBe("smoothed (ndarray) – The smoothed series.");
    expect(lines.join("\n")).not.toMatch(/smoothedndarray|Parameters::/);
  });
});

// A Doxygen group page of a made-up C library, in the shape Doxygen 1.9 writes its member documentation.
const DOXYGEN = `<html><head><title>frob: Reading Functions</title></head><body><div class="contents">
<h2 class="groupheader">Macro Definition Documentation</h2>
<a id="ga01" name="ga01"></a>
<h2 class="memtitle"><span class="permalink"><a href="#ga01">&#9670;&nbsp;</a></span>FROB_GET_CODE</h2>
<div class="memitem"><div class="memproto">
<table class="memname"><tr>
<td class="memname">#define FROB_GET_CODE</td><td>(</td><td class="paramtype">&#160;</td><td class="paramname">event</td><td>)</td>
<td>&#160;&#160;&#160;(event)-&gt;code</td>
</tr></table>
</div><div class="memdoc">
<p>Returns the code of a given event. </p>
<dl class="params"><dt>Parameters</dt><dd><table class="params">
<tr><td class="paramdir">[in]</td><td class="paramname">event</td><td>The event whose code is read </td></tr>
</table></dd></dl>
<p class="definition">Definition at line 243 of file frob.h.</p>
<div class="fragment"><div class="line">FROB_GET_CODE(first);</div></div>
<div class="ttc" id="aFROB_GET_CODE"><div class="ttname">FROB_GET_CODE</div><div class="ttdeci">#define FROB_GET_CODE(event)</div><div class="ttdoc">Returns the code of a given event.</div></div>
</div></div>
<h2 class="memtitle"><span class="permalink"><a href="#ga02">&#9670;&nbsp;</a></span>frob_open()</h2>
<div class="memitem"><div class="memproto">
<table class="memname">
<tr><td class="memname">frob_t * frob_open</td><td>(</td><td class="paramtype">const char *&#160;</td><td class="paramname"><em>path</em>, </td></tr>
<tr><td class="paramkey"></td><td></td><td class="paramtype">int *&#160;</td><td class="paramname"><em>error</em>&#160;</td></tr>
<tr><td></td><td>)</td><td></td><td></td></tr>
</table>
</div><div class="memdoc"><p>Opens a trace file for reading. </p></div></div>
<h2 class="memtitle"><span class="permalink"><a href="#ga04">&#9670;&nbsp;</a></span>Parse() <span class="overload">[2/2]</span></h2>
<div class="memitem"><div class="memproto">
<table class="memname">
<tr><td class="memname">bool frob::Reader::Parse</td><td>(</td><td class="paramtype">const char *&#160;</td><td class="paramname"><em>text</em>, </td></tr>
<tr><td class="paramkey"></td><td></td><td class="paramtype">size_t&#160;</td><td class="paramname"><em>length</em>&#160;</td></tr>
<tr><td></td><td>)</td><td></td><td></td></tr>
</table>
</div><div class="memdoc"><p>Parses a frob text of the given length. </p></div></div>
<h2 class="memtitle"><span class="permalink"><a href="#ga03">&#9670;&nbsp;</a></span>frob_level</h2>
<div class="memitem"><div class="memproto">
<table class="memname"><tr><td class="memname">int frob_level</td></tr></table>
</div><div class="memdoc"><p>The level every new trace starts at. </p></div></div>
</div></body></html>`;

describe("html adapter on a Doxygen page", () => {
  it("heads each member by its name and, for a call, the parameter names of its prototype, without the permalink's diamond", () => {
    const { lines } = htmlContent(DOXYGEN);
    expect(lines).toContain("### FROB_GET_CODE(event)");
    expect(lines).toContain("### frob_open(path, error)");
    // An overload's place among its overloads ("[2/2]") gives way to its own parameters.
    expect(lines).toContain("### Parse(text, length)");
    // A variable is no call: its title stays as Doxygen writes it.
    expect(lines).toContain("### frob_level");
    expect(lines.join("\n")).not.toContain("◆");
    // A code fragment's hover tooltip is no text of the page: the brief it repeats is read once, under the title.
    expect(lines.filter((line) => line === "Returns the code of a given event.")).toHaveLength(1);
    expect(lines).toContain("FROB_GET_CODE(first);");
  });

  it("writes a prototype laid out in table cells as the one declaration it is, and the parameters as a lead-in over items", () => {
    const { lines } = htmlContent(DOXYGEN);
    expect(lines).toContain("#define FROB_GET_CODE(event) (event)->code");
    expect(lines).toContain("frob_t * frob_open(const char * path, int * error)");
    const at = lines.indexOf("Parameters:");
    expect(lines[at - 1]).toBe("Returns the code of a given event.");
    expect(lines.slice(at + 1, at + 4)).toEqual(["- `event` – The event whose code is read", "", "Definition at line 243 of file frob.h."]);
  });
});

// The same kind of page as Doxygen 1.6 writes it: no member title, only an anchor before each member's prototype table.
const OLD_DOXYGEN = `<html><body><div class="contents">
<hr/><h2>Member Function Documentation</h2>
<a class="anchor" id="a01"></a><!-- doxytag: member="Frob::Attribute" ref="a01" args="(const char *name, int *i) const " -->
<div class="memitem"><div class="memproto">
<table class="memname">
<tr><td class="memname">const char* Frob::Attribute </td><td>(</td><td class="paramtype">const char *&nbsp;</td><td class="paramname"> <em>name</em>, </td></tr>
<tr><td class="paramkey"></td><td></td><td class="paramtype">int *&nbsp;</td><td class="paramname"> <em>i</em></td><td>&nbsp;</td></tr>
<tr><td></td><td>)</td><td></td><td></td><td> const</td></tr>
</table>
</div><div class="memdoc"><p>Returns the value of the named attribute, or null if none exists. </p></div></div>
<a class="anchor" id="a02"></a>
<div class="memitem"><div class="memproto">
<table class="memname"><tr><td class="memname">const char* Frob::GetText </td><td>(</td><td class="paramname"></td><td>&nbsp;)&nbsp;</td><td> const</td></tr></table>
</div><div class="memdoc"><p>Convenience function for easy access to the text inside an element. </p></div></div>
</div></body></html>`;

describe("html adapter on a Doxygen page written before member titles", () => {
  it("heads each member by the name its prototype declares, one level under its section, as a titled member is headed", () => {
    const { lines } = htmlContent(OLD_DOXYGEN);
    expect(lines).toEqual([
      "## Member Function Documentation",
      "",
      "### Attribute(name, i)",
      "const char* Frob::Attribute(const char * name, int * i) const",
      "Returns the value of the named attribute, or null if none exists.",
      "",
      "### GetText()",
      "const char* Frob::GetText() const",
      "Convenience function for easy access to the text inside an element.",
    ]);
    // A titled member is headed once, by its title.
    expect(htmlContent(DOXYGEN).lines.filter((line) => /^#+ frob_open/.test(line))).toEqual(["### frob_open(path, error)"]);
  });
});

// A Javadoc member as Javadoc 9–16 writes it (heading, `pre.methodSignature`, description, notes), and one as Javadoc
// 17 writes it (`div.member-signature`, `dl.notes`).
const JAVADOC = `<html><body><main>
<h3>Method Detail</h3>
<ul class="blockList"><li class="blockList">
<h4>init</h4>
<pre class="methodSignature">void&nbsp;init&#8203;(java.lang.String&nbsp;contact, java.util.Map&lt;java.lang.String, java.lang.Object&gt;&nbsp;options)
   throws <a href="x.html">FrobException</a></pre>
<div class="block">Initialize the frob session.</div>
<dl>
<dt><span class="paramLabel">Parameters:</span></dt>
<dd><code>contact</code> - implementation-dependent string that names the server.</dd>
<dd><code>options</code> - settings of the session.</dd>
<dt><span class="throwsLabel">Throws:</span></dt>
<dd><code>FrobException</code> - when the server is down.</dd>
</dl>
</li></ul>
<section class="detail"><h3>exit</h3>
<div class="member-signature"><span class="return-type">void</span>&nbsp;<span class="element-name">exit</span>()</div>
<div class="block">Ends the session.</div></section>
<h4>SUSPEND</h4>
<pre>static final int SUSPEND</pre>
<div class="block">Suspend the job.</div>
</main></body></html>`;

describe("html adapter on a Javadoc page", () => {
  it("heads each method by its name and the parameter names its signature declares, and writes its parameters as a list", () => {
    const { lines } = htmlContent(JAVADOC);
    expect(lines.slice(0, 13)).toEqual([
      "### Method Detail",
      "",
      "#### init(contact, options)",
      "void init(java.lang.String contact, java.util.Map<java.lang.String, java.lang.Object> options)",
      "   throws FrobException",
      "Initialize the frob session.",
      "Parameters:",
      "- `contact` – implementation-dependent string that names the server.",
      "- `options` – settings of the session.",
      "",
      "Throws:",
      "FrobException - when the server is down.",
      "",
    ]);
    // A method without parameters is headed as a call too; a field's heading stays its name.
    expect(lines).toContain("### exit()");
    expect(lines).toContain("#### SUSPEND");
  });

  it("reads parameter names through generic types, arrays and varargs, and nothing from a declaration of another name", () => {
    expect(signatureParameters("public static <T> List<T> frob(Map<String, List<T>> table, int[] counts, String... names)", "frob")).toEqual(["table", "counts", "names"]);
    expect(signatureParameters("void exit()", "exit")).toEqual([]);
    expect(signatureParameters("static final int SUSPEND", "SUSPEND")).toBeUndefined();
    expect(signatureParameters("void frobnicate(int a)", "frob")).toBeUndefined();
  });
});

describe("html adapter on a table with group rows", () => {
  const GROUPED = `<html><body><table>
<tr><th>Hardware</th><th>Driver</th><th>Config file</th></tr>
<tr><th colspan="3">Serial devices</th></tr>
<tr><td>Home-brew receiver</td><td>lirc_serial</td><td></td></tr>
<tr><th colspan="3">USB devices</th></tr>
<tr><td>Remote Wonder II</td><td>atilibusb</td><td>atiusb.conf</td></tr>
</table></body></html>`;

  it("writes a row that spans the table as a row with empty cells, so the table goes on under its header", () => {
    const { lines } = htmlContent(GROUPED);
    expect(lines).toEqual([
      "Hardware | Driver | Config file",
      "--- | --- | ---",
      "Serial devices |  | ",
      "Home-brew receiver | lirc_serial | ",
      "USB devices |  | ",
      "Remote Wonder II | atilibusb | atiusb.conf",
    ]);
  });
});

// A pydoc page (`pydoc -w`) of a made-up module, in the shape Python 3.11 writes it: the functions in one cell of a
// layout table, each a definition list whose anchor names it, the docstring's lines broken by `<br>`.
const PYDOC = `<!DOCTYPE html><html lang="en"><head><title>Python: module frob.relay</title></head><body>
<table class="heading"><tr class="heading-text decor"><td class="title">&nbsp;<br><big><big><strong>frob.relay</strong></big></big></td></tr></table>
<p><tt>Message&nbsp;relay&nbsp;for&nbsp;frob.</tt></p>
<table class="section"><tr class="decor functions-decor heading-text"><td class="section-title" colspan=3>&nbsp;<br><strong class="bigsection">Functions</strong></td></tr>
<tr><td class="decor functions-decor"><span class="code">&nbsp;&nbsp;&nbsp;</span></td><td>&nbsp;</td>
<td class="singlecolumn"><dl><dt><a name="-connect"><strong>connect</strong></a>(receiver, signal=_Any, weak=True)</dt><dd><span class="code">Connect&nbsp;receiver&nbsp;to&nbsp;sender&nbsp;for&nbsp;signal<br>
&nbsp;<br>
receiver&nbsp;--&nbsp;a&nbsp;callable&nbsp;object&nbsp;that&nbsp;receives&nbsp;signals.<br>
&nbsp;&nbsp;&nbsp;&nbsp;Receivers&nbsp;must&nbsp;be&nbsp;hashable&nbsp;objects.</span></dd></dl>
<dl><dt><a name="Relay-flush"><strong>flush</strong></a>(self)</dt><dd><span class="code">Deliver&nbsp;every&nbsp;queued&nbsp;message&nbsp;now.</span></dd></dl>
</td></tr></table>
</body></html>`;

describe("html adapter on a pydoc page", () => {
  it("reads the layout table's cell as blocks and writes each function's signature as an entry's heading, a method qualified by its class", () => {
    const { lines } = htmlContent(PYDOC);
    expect(lines.some((line) => line.includes(" | "))).toBe(false);
    expect(lines).toContain("## function connect(receiver, signal=_Any, weak=True)");
    expect(lines).toContain("## method Relay.flush(self)");
  });

  it("keeps a docstring's blank line (two line breaks with only a space between them) as an empty line", () => {
    const { lines } = htmlContent(PYDOC);
    const at = lines.indexOf("Connect receiver to sender for signal");
    expect(lines.slice(at, at + 4)).toEqual(["Connect receiver to sender for signal", "", "receiver -- a callable object that receives signals.", "Receivers must be hashable objects."]);
  });

  it("leaves a table without definition lists or tables in its cells a data table", () => {
    const { lines } = htmlContent("<body><table><tr><th>Name</th><th>Use</th></tr><tr><td><p>frob</p></td><td><p>relays</p></td></tr></table></body>");
    expect(lines).toEqual(["Name | Use", "--- | ---", "frob | relays"]);
  });
});

// A Natural Docs page (the shape Natural Docs 1.5 writes): a function's prototype laid out in a table, and a tooltip
// that repeats another function's prototype, hidden until hovered.
const NATURAL_DOCS = `<html><head><title>Main - FROB</title></head><body><div id=Content>
<div class="CFunction"><div class=CTopic><h3 class=CTitle><a name="frobGetVersion"></a>frobGetVersion</h3>
<div class=CBody><blockquote><table border=0 cellspacing=0 cellpadding=0 class=Prototype><tr><td><table border=0 cellspacing=0 cellpadding=0><tr><td class=PBeforeParameters nowrap>FROB_API const FRchar* FROB_APIENTRY frobGetVersion(</td><td class=PType nowrap>FRuint&nbsp;</td><td class=PParameterPrefix nowrap>*</td><td class=PParameter nowrap>major,</td></tr><tr><td></td><td class=PType nowrap>FRuint&nbsp;</td><td class=PParameterPrefix nowrap>*</td><td class=PParameter nowrap>minor</td><td class=PAfterParameters nowrap>)</td></tr></table></td></tr></table></blockquote>
<p>Stores the major and minor version of the library.</p></div></div></div>
<div class=CToolTip id="tt1"><div class=CFunction><blockquote><table class=Prototype><tr><td>FROB_API void frobSleep(FRfloat duration)</td></tr></table></blockquote>Rests the calling thread.</div></div>
</div></body></html>`;

describe("html adapter on a Natural Docs page", () => {
  it("reads a prototype table as the one declaration it is, pointer marks joined to their parameter", () => {
    const { lines } = htmlContent(NATURAL_DOCS);
    expect(lines).toContain("FROB_API const FRchar* FROB_APIENTRY frobGetVersion(FRuint *major, FRuint *minor)");
    expect(lines.join("\n")).not.toMatch(/\|/);
  });

  it("leaves out the tooltips, which the page shows only on hover", () => {
    const text = htmlContent(NATURAL_DOCS).lines.join("\n");
    expect(text).not.toContain("frobSleep");
    expect(text).not.toContain("Rests the calling thread");
  });
});

// A Haddock page (the shape Haddock 2.25 writes): a function whose arguments are documented one by one, its signature
// split into a table beside their notes, and a function documented as a whole.
const HADDOCK_ARGUMENTS = `<html><body><div id="content"><div class="top"><p class="src"><a id="v:inputText" class="def">inputText</a> <a href="src/Frob.html#inputText" class="link">Source</a> <a href="#v:inputText" class="selflink">#</a></p>
<div class="subs arguments"><p class="caption">Arguments</p><table><tr><td class="src">:: (<a href="#">Monad</a> m, FormInput input)</td><td class="doc empty">&nbsp;</td></tr>
<tr><td class="src">=&gt; String</td><td class="doc"><p>initial value</p></td></tr>
<tr><td class="src">-&gt; Form m input () String</td><td class="doc empty">&nbsp;</td></tr></table></div>
<div class="doc"><p>Create an &lt;input type="text"&gt; element</p></div></div>
<div class="top"><p class="src"><a id="v:br" class="def">br</a> :: Form m input () () <a href="src/Frob.html#br" class="link">Source</a> <a href="#v:br" class="selflink">#</a></p><div class="doc"><p>create a &lt;br&gt; tag.</p></div></div>
</div></body></html>`;

describe("html adapter on a table's header rows", () => {
  it("rules off the rows the page marks as its header (all `<th>`, or `<thead>`), and nothing in a table that marks none", () => {
    expect(htmlContent("<table><thead><tr><td>key</td><td>values</td></tr></thead><tbody><tr><td>type</td><td>signal</td></tr></tbody></table>").lines)
      .toEqual(["key | values", "--- | ---", "type | signal"]);
    expect(htmlContent("<table><tr><td>arguments</td><td>s</td><td>Bus name to query</td></tr><tr><td>returns</td><td>b</td><td>True if it has an owner</td></tr></table>").lines)
      .toEqual(["arguments | s | Bus name to query", "returns | b | True if it has an owner"]);
    // A row of header cells down the side ("<th>Language</th><td>Haskell98</td>") heads its own row only.
    expect(htmlContent("<table><tr><th>Safe Haskell</th><td>Safe</td></tr><tr><th>Language</th><td>Haskell98</td></tr></table>").lines)
      .toEqual(["Safe Haskell | Safe", "Language | Haskell98"]);
  });
});

describe("html adapter on a Haddock page", () => {
  it("writes a function whose arguments are documented with its whole signature on its line, as every other function", () => {
    const { lines, visuals } = htmlContent(HADDOCK_ARGUMENTS);
    expect(lines.slice(0, 4)).toEqual([
      "inputText :: (Monad m, FormInput input) => String -> Form m input () String Source",
      "Arguments",
      "=> String | initial value",
      'Create an <input type="text"> element',
    ]);
    expect(lines).toContain("br :: Form m input () () Source");
    // Only the documented parts are the notes' table: the signature is on the function's line already.
    expect((visuals ?? []).filter((visual) => visual.type === "table").map((visual) => [visual.line, visual.endLine])).toEqual([[3, 3]]);
  });
});

describe("html adapter on a Haddock page's words between entries", () => {
  it("sets a documentation chunk after an entry apart from it, so that an entry without a description gets none", () => {
    const page = `<html><body><div id="interface"><div class="top"><p class="src"><a id="v:sortOn" class="def">sortOn</a> :: Ord b =&gt; (a -&gt; b) -&gt; [a] -&gt; [a] <a href="#" class="link">Source</a></p></div><div class="doc"><p>Convert between List types</p></div><div class="top"><p class="src"><a id="v:fromList" class="def">fromList</a> :: [a] -&gt; l a <a href="#" class="link">Source</a></p><div class="doc"><p>Convert a list to a MonadPlus</p></div></div></div></body></html>`;
    expect(htmlContent(page).lines).toEqual([
      "sortOn :: Ord b => (a -> b) -> [a] -> [a] Source",
      "",
      "Convert between List types",
      "fromList :: [a] -> l a Source",
      "Convert a list to a MonadPlus",
    ]);
  });
});

// A Haddock record (the shape Haddock 2.25 writes): its constructor's fields listed in a row of the constructors'
// table, each field's signature in a <dfn> and its note, or an empty one, beside it.
const HADDOCK_RECORD = `<html><body><div id="content"><div class="top"><p class="src"><span class="keyword">data</span> <a id="t:FrobStats" class="def">FrobStats</a> <a href="src/Frob.html#FrobStats" class="link">Source</a></p>
<div class="doc"><p>Statistics about frobbing.</p></div>
<div class="subs constructors"><p class="caption">Constructors</p><table><tr><td class="src"><a id="v:FrobStats" class="def">FrobStats</a></td><td class="doc empty">&nbsp;</td></tr>
<tr><td colspan="2"><div class="subs fields"><p class="caption">Fields</p><ul>
<li><dfn class="src"><a id="v:frobsDone" class="def">frobsDone</a> :: !<a href="#">Int64</a></dfn><div class="doc"><p>Total number of frobs done</p></div></li>
<li><dfn class="src"><a id="v:frobPath" class="def">frobPath</a> :: [<a href="#">Path</a>]</dfn><div class="doc empty">&nbsp;</div></li>
</ul></div></td></tr></table></div></div>
</div></body></html>`;

describe("html adapter on a Haddock record", () => {
  it("writes each field of a record on a row of its own under \"Fields\", its signature beside its note", () => {
    const { lines } = htmlContent(HADDOCK_RECORD);
    // Read as the cell's text, the fields ran together: "FieldsfrobsDone :: !Int64Total number of frobs donefrobPath :: …".
    expect(lines.slice(lines.indexOf("Constructors"))).toEqual(["Constructors", "FrobStats | ", "Fields", "frobsDone :: !Int64 | Total number of frobs done", "frobPath :: [Path] | "]);
  });

  it("keeps a note's paragraphs apart: \"root metadata</p><p>We list …\" is two sentences, not \"metadataWe\"", () => {
    const { lines } = htmlContent(HADDOCK_RECORD.replace("<p>Total number of frobs done</p>", "<p>File info for the root metadata</p><p>We list this explicitly.</p>"));
    expect(lines).toContain("frobsDone :: !Int64 | File info for the root metadata We list this explicitly.");
    const table = htmlContent("<body><table><tr><th>Option</th><th>Meaning</th></tr><tr><td>-v</td><td><p>Verbose.</p><p>Prints each frob.</p></td></tr></table></body>").lines;
    expect(table).toContain("-v | Verbose. Prints each frob.");
  });
});

describe("html adapter on listings with line numbers", () => {
  it("leaves Pygments' line numbers out of a listing, inline or in a column of their own", () => {
    const inline = htmlContent('<body><div class="highlight"><pre><span></span><span class="linenos">21</span> * If a directory\n<span class="linenos">22</span>   contains hardlinks, readdir()\n</pre></div></body>').lines;
    expect(inline).toEqual([" * If a directory", "   contains hardlinks, readdir()"]);
    const column = htmlContent('<body><table class="highlighttable"><tr><td class="linenos"><div class="linenodiv"><pre>1\n2</pre></div></td><td class="code"><div class="highlight"><pre>x = 1\ny = 2\n</pre></div></td></tr></table></body>').lines;
    expect(column).toEqual(["x = 1", "y = 2"]);
  });
});

describe("html adapter on an older Doxygen member's parameters", () => {
  it("writes the label the page gives with its colon with one colon", () => {
    const { lines } = htmlContent('<body><dl class="params"><dt>Parameters:</dt><dd><table class="params"><tr><td class="paramname">level</td><td>The second parameter to lua_getstack.</td></tr></table></dd></dl></body>');
    expect(lines.slice(0, 2)).toEqual(["Parameters:", "- `level` – The second parameter to lua_getstack."]);
  });
});

describe("html adapter on pandoc's footnotes", () => {
  it("leaves out the note's number after a sentence and the back-link that ends each note", () => {
    // ggalluvial's vignette: "… bump charts like those showcased here.6 In these cases …", "… Colors of the World crayons.↩︎".
    const { lines } = htmlContent(
      '<body><p>Heights can vary, allowing bump charts like those showcased here.<a href="#fn6" class="footnote-ref" id="fnref6"><sup>6</sup></a> In these cases the strata are not plotted.</p>' +
        '<div class="footnotes footnotes-end-of-document"><hr /><ol><li id="fn6"><p>Eye color hex codes are taken from Frobola’s crayons.<a href="#fnref6" class="footnote-back">↩︎</a></p></li>' +
        '<li id="fn7"><p>Be sure to set na.rm in each layer.<a href="#fnref7" class="footnote-back" role="doc-backlink">↩︎</a></p></li></ol></div></body>',
    );
    expect(lines.join("\n")).toContain("like those showcased here. In these cases the strata are not plotted.");
    expect(lines.join("\n")).toContain("Eye color hex codes are taken from Frobola’s crayons.");
    expect(lines.join("\n")).not.toMatch(/↩|here\.6/);
    // docutils links a section's heading back to the table of contents with the same role: the heading stays.
    const heading = htmlContent('<body><section><h2><a class="toc-backref" href="#id9" role="doc-backlink">How can I join a frob with itself?</a></h2><p>Use Alias.</p></section></body>').lines;
    expect(heading.join("\n")).toContain("How can I join a frob with itself?");
  });
});

describe("html adapter on list items written as paragraphs", () => {
  it("keeps the item's marker on its first paragraph, as docutils and DocBook write every item", () => {
    // c2hs' DocBook release notes: `<li class="listitem"><p>New C parser …</p></li>` came out without its "- ".
    const { lines } = htmlContent(
      '<body><h3>Version 0.15.1</h3><div class="itemizedlist"><ul class="itemizedlist"><li class="listitem"><p>\n  New C parser that can parse all of C99\n  </p></li>' +
        '<li class="listitem"><p>Adapted to GHC 6.8.</p><p>A second paragraph of the item.</p></li><li>Plain item</li></ul></div></body>',
    );
    expect(lines.filter((line) => line.trim() !== "")).toEqual(["### Version 0.15.1", "- New C parser that can parse all of C99", "- Adapted to GHC 6.8.", "A second paragraph of the item.", "- Plain item"]);
  });
});

describe("html adapter on a gi-docgen page", () => {
  // gi-docgen (GNOME's API reference generator) titles a page in a `<header>` of its main section, the name's parts
  // separated by an empty `<span class="sep">` the stylesheet draws as "▸".
  const page = `<html><head><title>Frob.Client.activate</title></head><body>
    <header class="site"><a href="index.html">Frob site</a></header>
    <div id="body-wrapper"><section id="main" class="content">
      <header><h3>Method</h3><h1><a href="index.html">Frob</a><span class="sep"></span><a href="class.Client.html">Client</a><span class="sep"></span>activate</h1></header>
      <section><div class="docblock"><p>Activates a frob device.</p></div></section>
    </section></div></body></html>`;

  it("keeps the main section's own header, its name's parts joined by the dot the page title writes", () => {
    const { lines } = htmlContent(page);
    expect(lines).toContain("# Frob.Client.activate");
    expect(lines).toContain("### Method");
    expect(lines).toContain("Activates a frob device.");
    // The site's header outside any section is still chrome.
    expect(lines.join("\n")).not.toContain("Frob site");
  });
});

// An RDoc page (the shape RDoc's darkfish generator writes): a method's name and arguments in spans over its
// description, the advice to click for its source, the source hidden until clicked, and an attribute with its access.
const RDOC = `<html><body><main role="main"><h1 class="class">class Frob::Widget</h1>
<section class="description"><p>A widget of the frob toolkit.</p></section>
<section class="attribute-method-details" class="method-section"><header><h3>Attributes</h3></header>
<div id="attribute-i-label" class="method-detail"><div class="method-heading attribute-method-heading">
<span class="method-name">label</span><span class="attribute-access-type">[RW]</span></div>
<div class="method-description"><p>The text shown on the widget.</p></div></div></section>
<section class="method-section"><header><h3>Public Instance Methods</h3></header>
<div id="method-i-redraw" class="method-detail"><div class="method-heading">
<span class="method-name">redraw</span><span class="method-args">(force = false)</span>
<span class="method-click-advice">click to toggle source</span></div>
<div class="method-description"><p>Paints the widget again on its window.</p>
<div class="method-source-code" id="redraw-source"><pre><span class="ruby-comment"># File lib/frob/widget.rb, line 12</span>
<span class="ruby-keyword">def</span> redraw(force = false)
end</pre></div></div></div>
<div id="method-i-hide" class="method-detail"><div class="method-heading"><span class="method-name">hide</span></div>
<div class="method-description"><p>Takes the widget off its window.</p></div></div></section></main></body></html>`;

describe("html adapter on an RDoc page", () => {
  it("heads each method with its name and arguments one level under its section, its description under it", () => {
    const { lines } = htmlContent(RDOC);
    const redraw = lines.indexOf("#### redraw(force = false)");
    expect(redraw).toBeGreaterThan(lines.indexOf("### Public Instance Methods"));
    expect(lines[redraw + 1]).toBe("Paints the widget again on its window.");
    expect(lines).toContain("#### hide()");
    expect(lines).toContain("#### label [RW]");
  });

  it("heads a method RDoc writes with its author's call sequences by the first, the others under it", () => {
    const page = `<html><body><main role="main"><h1 class="class">class Frob::Plot</h1>
<section class="method-section"><header><h3>Public Instance Methods</h3></header>
<div id="method-i-autoclean" class="method-detail"><div class="method-heading"><span class="method-callseq">
  autoclean </span><span class="method-click-advice">click to toggle source</span></div>
<div class="method-heading"><span class="method-callseq"> autoclean = a_boolean </span></div>
<div class="method-description"><p>Removes the temporary files after each figure.</p></div></div>
<div id="method-i-figure_name" class="method-detail"><div class="method-heading"><span class="method-callseq">figure_name(num) → a_string</span>
<span class="method-click-advice">click to toggle source</span></div>
<div class="method-description"><p>Returns the name from the figure_names array.</p></div></div>
<div id="method-i-def_figure" class="method-detail"><div class="method-heading"><span class="method-callseq">def_figure(name) do ... end</span></div>
<div class="method-description"><p>Saves the block to be run when the figure is made.</p></div></div></section></main></body></html>`;
    const { lines } = htmlContent(page);
    const autoclean = lines.indexOf("#### autoclean()");
    expect(autoclean).toBeGreaterThan(lines.indexOf("### Public Instance Methods"));
    expect(lines.slice(autoclean + 1, autoclean + 3)).toEqual(["autoclean = a_boolean", "Removes the temporary files after each figure."]);
    const named = lines.indexOf("#### figure_name(num)");
    expect(lines.slice(named + 1, named + 3)).toEqual(["figure_name(num) → a_string", "Returns the name from the figure_names array."]);
    expect(lines).toContain("#### def_figure(name)");
    expect(lines).toContain("def_figure(name) do ... end");
    expect(lines.join("\n")).not.toContain("click to toggle source");
  });

  it("leaves out the advice to click for the source and the source the page hides until clicked", () => {
    const text = htmlContent(RDOC).lines.join("\n");
    expect(text).not.toContain("click to toggle source");
    expect(text).not.toContain("# File lib/frob/widget.rb");
    expect(text).not.toContain("def redraw");
  });
});

// A manual page formatted by man(1) inside a <pre>, as a toolkit's HTML pages wrap one: running head and foot, section
// names at the margin, justified text indented under them, options tagged, an example indented further.
const MANUAL_PRE = `<html><body><pre>
frobnotch(1)                          Frob Toolkit                          frobnotch(1)

NAME
       frobnotch - Frob real\u2010time Amplitude Notch Utility

DESCRIPTION
       Read  an  amplitude map from stdin and print a notched version on stdout.  Notches are
       computed based on an optional tone map and are applied only to a specified ampli‐
       tude range.

OPTIONS
       -c     Display comma delimited output on stderr showing only carriers in the
              range specified.  This option excludes option -v.

       -f tonemap
              The  name  of  a  tone map file created using program frobtone.  The real\u2010
              time map may be obsolete.

EXAMPLES
       The following example reads an unnotched map:

          # frobnotch < unnotched.psc > notched.psc -f tone.map

frob-tools-0.0.3                      Mar 2014                              frobnotch(1)
</pre></body></html>`;

describe("html adapter on a formatted manual page in a <pre>", () => {
  it("heads its sections, writes each paragraph on a line at the margin and an option's tag over its text", () => {
    const { lines } = htmlContent(MANUAL_PRE);
    expect(lines).toContain("## NAME");
    expect(lines).toContain("## OPTIONS");
    expect(lines).toContain("Read an amplitude map from stdin and print a notched version on stdout. Notches are computed based on an optional tone map and are applied only to a specified amplitude range.");
    const tag = lines.indexOf("-c");
    expect(lines[tag + 1]).toBe("Display comma delimited output on stderr showing only carriers in the range specified. This option excludes option -v.");
    const hanging = lines.indexOf("-f tonemap");
    // A line-end hyphen is mended as the sentence view mends one: a compound the page writes whole ("real‐time", groff's
    // hyphen U+2010 as in the NAME line) keeps it, a word broken at the line end ("ampli‐" / "tude") is joined.
    expect(lines[hanging + 1]).toBe("The name of a tone map file created using program frobtone. The real\u2010time map may be obsolete.");
    // The example stays as it is, indented under its sentence.
    expect(lines).toContain("   # frobnotch < unnotched.psc > notched.psc -f tone.map");
  });

  it("reads a page man2html splits into a <pre> per section, each under its <h2>, as one formatted page", () => {
    const page = `<html><body><H1>frob_threads 3x</H1><PRE>
</PRE><H2>DESCRIPTION</H2><PRE>
       This  implementation  can  be configured to provide rudimentary support
       for multi-threaded applications.

       The get_frobdelay function returns the frob delay in milliseconds.

</PRE><H2>RETURN VALUE</H2><PRE>
       These functions return OK on success.
</PRE></body></html>`;
    const { lines } = htmlContent(page);
    expect(lines).toContain("This implementation can be configured to provide rudimentary support for multi-threaded applications.");
    expect(lines).toContain("The get_frobdelay function returns the frob delay in milliseconds.");
    expect(lines).toContain("These functions return OK on success.");
    // An example under an ordinary heading stays as it is.
    expect(htmlContent("<html><body><h2>Example</h2><pre>\n       indented code\n</pre></body></html>").lines).toContain("       indented code");
  });

  it("leaves any other preformatted text as it is", () => {
    const { lines } = htmlContent("<html><body><pre>\nNAME  VALUE\n       indented code\n</pre></body></html>");
    expect(lines).toContain("       indented code");
    expect(lines.some((line) => line.startsWith("## "))).toBe(false);
  });
});

// Javadoc 17's constant values (and its summaries): a table laid out as a grid of divs, the header cells first.
const JAVADOC_GRID = `<html><head><meta name="generator" content="javadoc/ConstantsSummaryWriterImpl"></head><body><main>
<h1 title="Constant Field Values">Constant Field Values</h1>
<div class="caption"><span>org.frob.<a href="org/frob/LogHandler.html">LogHandler</a></span></div>
<div class="summary-table three-column-summary">
<div class="table-header col-first">Modifier and Type</div><div class="table-header col-second">Constant Field</div><div class="table-header col-last">Value</div>
<div class="col-first even-row-color"><code>public&nbsp;static&nbsp;final&nbsp;int</code></div><div class="col-second even-row-color"><code>RING_SIZE</code></div><div class="col-last even-row-color"><code>1000</code></div>
<div class="col-first odd-row-color"><code>public&nbsp;static&nbsp;final&nbsp;String</code></div><div class="col-second odd-row-color"><code>LOG_NAME</code></div><div class="col-last odd-row-color"><code>"frob.log"</code></div>
</div></main></body></html>`;

describe("html adapter on a table laid out as a grid of divs (Javadoc 17)", () => {
  it("writes it as a table: the header, a rule row and a row of cells a line, under its caption", () => {
    const { lines, visuals } = htmlContent(JAVADOC_GRID);
    const header = lines.indexOf("Modifier and Type | Constant Field | Value");
    expect(lines[header - 1]).toBe("org.frob.LogHandler");
    expect(lines.slice(header + 1, header + 4)).toEqual(["--- | --- | ---", "public static final int | RING_SIZE | 1000", 'public static final String | LOG_NAME | "frob.log"']);
    expect((visuals ?? []).filter((visual) => visual.type === "table")).toHaveLength(1);
  });
});
