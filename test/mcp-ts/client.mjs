// End-to-end test of `locus mcp` with the official MCP TypeScript SDK client
// over stdio, or over streamable HTTP with --http. internal/cli/mcp_ts_test.go
// runs it; by hand:
//
//	node test/mcp-ts/client.mjs LOCUS WORKSPACE [--http]
//
// LOCUS is the locus binary; WORKSPACE a directory holding a.py with
//
//	class A:
//	    def m(self):
//	        return 1
//	    ...
//
// The script's environment is passed to the server (the Go test sets
// LOCUS_AS_MAIN=1 there so that its test binary acts as locus). The write
// goes to a copy of a.py, removed at the end; a.py is left as it was. It
// prints a JSON summary and exits 0, or prints "FAIL: ..." and exits 1.

import { copyFileSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { spawn } from "node:child_process";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";

const [locus, workspace, mode] = process.argv.slice(2);
if (!locus || !workspace) {
  console.error("usage: node client.mjs LOCUS WORKSPACE [--http]");
  process.exit(2);
}
const http = mode === "--http";

const timeout = 10_000; // per request, in milliseconds
const summary = { server: null, transport: mode === "--http" ? "http" : "stdio", tools: 0, calls: [] };

class Failure extends Error {}
function expect(ok, what, got) {
  if (!ok) {
    throw new Failure(`${what}; got ${JSON.stringify(got)}`);
  }
}

// textOf joins a tool result's text content.
function textOf(res) {
  return (res.content ?? []).filter((c) => c.type === "text").map((c) => c.text).join("");
}

// serveHTTP starts `locus mcp --http` on a free port and returns the
// process and the URL it prints.
async function serveHTTP() {
  const proc = spawn(locus, ["mcp", "--root", workspace, "--http", "127.0.0.1:0"], { env: process.env, stdio: ["ignore", "inherit", "pipe"] });
  const url = await new Promise((resolve, reject) => {
    let seen = "";
    proc.stderr.on("data", (chunk) => {
      seen += chunk;
      const m = /serving MCP on (http:\/\/\S+)/.exec(seen);
      if (m) resolve(m[1]);
    });
    proc.on("exit", (code) => reject(new Error(`locus mcp --http exited (${code}): ${seen}`)));
  });
  return { proc, url };
}

let server = null;
let transport;
if (http) {
  server = await serveHTTP();
  // exactly the URL locus prints, which names the path MCP is served at
  summary.url = server.url;
  transport = new StreamableHTTPClientTransport(new URL(server.url));
} else {
  transport = new StdioClientTransport({
    command: locus,
    args: ["mcp", "--root", workspace],
    env: { ...process.env }, // without env, the SDK passes only a safe subset
    stderr: "inherit",
  });
}
const client = new Client({ name: "locus-ts-test", version: "1" });

// call calls a tool, records it in the summary and returns its text.
async function call(name, args, { isError = false } = {}) {
  const res = await client.callTool({ name, arguments: args }, undefined, { timeout });
  const text = textOf(res);
  expect(Boolean(res.isError) === isError, `${name} ${JSON.stringify(args)}: isError should be ${isError}`, res);
  summary.calls.push({ tool: name, isError: Boolean(res.isError), bytes: text.length });
  return { text, structured: res.structuredContent, res };
}

const copy = `ts-client-copy-${process.pid}.py`;
const watchdog = setTimeout(() => {
  console.error(`FAIL: no result after 30 s`);
  process.exit(1);
}, 30_000);
watchdog.unref();

let failed = false;
try {
  await client.connect(transport, { timeout });
  const server = client.getServerVersion();
  summary.server = `${server?.name} ${server?.version}`;
  expect(server?.name === "locus", "the server's name should be locus", server);
  expect(/document_symbols/.test(client.getInstructions() ?? ""), "the instructions should name document_symbols", client.getInstructions());

  // tools/list
  const { tools } = await client.listTools(undefined, { timeout });
  const names = tools.map((t) => t.name);
  summary.tools = names.length;
  for (const want of ["document_symbols", "read_structure", "replace_structure", "locate"]) {
    expect(names.includes(want), `tools/list should include ${want}`, names);
  }
  for (const t of tools) {
    expect(t.inputSchema?.type === "object", `${t.name}: inputSchema.type should be "object"`, t.inputSchema);
  }
  const readTool = tools.find((t) => t.name === "read_structure");
  expect(readTool.annotations?.readOnlyHint === true, "read_structure should be annotated read-only", readTool.annotations);

  // document_symbols
  {
    const { text, structured } = await call("document_symbols", { path: "a.py", return_children: "yes" });
    expect(text.startsWith("NAME | KIND | RANGE"), "document_symbols: the text should be a table", text);
    expect(text.includes("m | 6 | 2:5-3:17"), "document_symbols: the table should list A.m at 2:5-3:17", text);
    expect(structured?.path === "a.py", "document_symbols: structuredContent.path should be a.py", structured);
    const a = structured?.symbols?.find((s) => s.name === "A");
    expect(a?.kind === 5 && a.children?.some((c) => c.name === "m" && c.kind === 6), "document_symbols: class A with method m", structured);
  }

  // read_structure
  {
    const { text, structured } = await call("read_structure", { path: "a.py", target: "A.m" });
    expect(text === "== A.m (lines 2-3)\n    def m(self):\n        return 1\n", "read_structure A.m", text);
    const m = structured?.matches?.[0];
    expect(m?.path === "A.m" && m.line_range_inclusive?.join("-") === "2-3", "read_structure: structuredContent.matches[0]", structured);
  }

  // The workspace index: symbols, references, callers, a folder, the map.
  {
    const { text, structured } = await call("workspace_symbols", { query: "A.m" });
    expect(text.includes("a.py:2 method A.m - def m(self)"), "workspace_symbols A.m", text);
    expect(structured?.source === "index" && structured.symbols?.[0]?.qualified_name === "A.m", "workspace_symbols: structuredContent", structured);
  }
  {
    const { text } = await call("references", { locate: "*:A.n", source: "index" });
    // the query names the method in its module: a.A.n
    expect(/reference.* to a\.A\.n /.test(text) && text.includes("a.py"), "references *:A.n from the index", text);
  }
  {
    const { text } = await call("callers", { locate: "a.py:A.m" });
    expect(text.startsWith("callers of a.A.m"), "callers of A.m", text);
  }
  {
    const { text } = await call("file_read", { path: "." });
    expect(text.includes("a.py (python, 6 lines): A"), "file_read of the root folder", text);
  }
  {
    const { text, structured } = await call("repo_map", { max_tokens: 200 });
    expect(text.includes("a.py") && structured?.tokens <= 200, "repo_map within 200 tokens", structured);
  }

  // replace_structure, a real write to a copy
  copyFileSync(join(workspace, "a.py"), join(workspace, copy));
  const before = readFileSync(join(workspace, "a.py"), "utf8");
  {
    const { text, structured } = await call("replace_structure", {
      path: copy,
      target: "A.m",
      content: "def m(self):\n    return 10\n",
      dry_run: false,
    });
    expect(text.startsWith(`wrote ${copy}; lines 2-3`), "replace_structure: the report", text);
    expect(structured?.files?.includes(copy), "replace_structure: structuredContent.files", structured);
    const after = readFileSync(join(workspace, copy), "utf8");
    expect(after === before.replace("return 1\n", "return 10\n"), "replace_structure: the copy on disk", after);
    expect(readFileSync(join(workspace, "a.py"), "utf8") === before, "replace_structure: a.py should be unchanged", null);
  }

  // locate, in the written copy
  {
    const { text, structured } = await call("locate", { locate: `${copy}:A.m@return <|>10` });
    expect(text.startsWith(`${copy}:3:16\n`), "locate: the place", text);
    expect(structured?.start?.lsp?.line === 2 && structured.start.lsp.character === 15, "locate: structuredContent.start.lsp", structured);
  }

  // A bad call: a tool result with isError, not a protocol error.
  {
    const { text } = await call("read_structure", { path: "a.py" }, { isError: true });
    expect(text.startsWith("INVALID_ARGUMENT: "), "read_structure without target: the error text", text);
  }

  // file_read, when the server has it.
  if (names.includes("file_read")) {
    const { text } = await call("file_read", { path: "a.py", skeleton: true });
    expect(text.includes("\n 2 m()\n"), "file_read skeleton: should show the method by its first line and signature without self, 2 m()", text);
    summary.file_read = "called";
  } else {
    summary.file_read = "absent";
  }
} catch (err) {
  failed = true;
  console.error(`FAIL: ${err instanceof Failure ? err.message : err?.stack ?? err}`);
} finally {
  rmSync(join(workspace, copy), { force: true });
  await client.close().catch(() => {});
  server?.proc.kill();
}
if (failed) {
  process.exit(1);
}
console.log(JSON.stringify(summary));
