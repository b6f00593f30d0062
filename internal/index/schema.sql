-- The schema of locus's workspace index: one SQLite database per workspace
-- root. PRAGMA user_version holds the schema version (schemaVersion in
-- db.go); a database of another version is rebuilt from scratch.
--
-- Paths are slash-separated and relative to the workspace root. Lines are
-- 1-based; columns are 1-based and count Unicode code points.
--
-- Look at it with the sqlite3 shell, for example:
--   SELECT f.path, s.start_line, s.kind, coalesce(s.qname, s.name) FROM symbols s
--     JOIN files f ON f.id = s.file WHERE s.name = 'Serve';
--   SELECT f.path FROM postings p JOIN names n ON n.id = p.name
--     JOIN files f ON f.id = p.file WHERE n.name = 'Serve';

-- meta: key/value pairs. 'epoch' is a random id set when the database is
-- created; 'generation' counts the transactions that changed the index.
-- Together they tell a process whether its in-memory tables are current.
-- 'rules' is the digest of the language rules the rows were read with: a
-- database of other rules is rebuilt, as one of another schema version.
CREATE TABLE meta (
  key   TEXT PRIMARY KEY,
  value ANY
) WITHOUT ROWID;

-- files: every file the walk found that locus parses. A file that could not
-- be indexed (not UTF-8, binary, over the size limit) keeps its row with
-- the reason in error, so that a refresh does not read it again until it
-- changes; it has no symbols, imports or occurrences.
CREATE TABLE files (
  id         INTEGER PRIMARY KEY,
  path       TEXT NOT NULL UNIQUE,
  size       INTEGER NOT NULL,      -- bytes on disk
  mtime_ns   INTEGER NOT NULL,      -- modification time, ns since 1970
  hash       INTEGER NOT NULL,      -- the first 8 bytes of the SHA-256 of the bytes on disk
  language   TEXT NOT NULL,         -- syntax language name ("go", "python", ...)
  package    TEXT NOT NULL,         -- the package the file declares (Go, Java, C#...), or ''
  lines      INTEGER NOT NULL,
  indexed_at INTEGER NOT NULL,      -- when the row was written, ns since 1970
  error      TEXT,                  -- why the file is not indexed, or NULL
  first_symbol INTEGER NOT NULL,    -- the file's symbols have the ids
  symbol_count INTEGER NOT NULL     --   first_symbol .. first_symbol + symbol_count - 1
);

-- symbols: the outline's symbols, nested ones included (parent points to
-- the enclosing symbol's id), in the order of the file. qname is the
-- qualified name within the file, NULL when it is the name: Recv.Method
-- for Go methods, Class.method (the parent chain) elsewhere. The API adds
-- Go's package to its other top-level symbols (pkg.Func: files.package ||
-- '.' || name).
CREATE TABLE symbols (
  id         INTEGER PRIMARY KEY,
  file       INTEGER NOT NULL,      -- files.id
  name       TEXT NOT NULL,
  qname      TEXT,
  kind       TEXT NOT NULL,         -- the outline's kind word: function, method, struct...
  start_line INTEGER NOT NULL,      -- the range, doc comment and decorators included
  end_line   INTEGER NOT NULL,
  sel_line   INTEGER NOT NULL,      -- where the name is
  sel_col    INTEGER NOT NULL,
  signature  TEXT NOT NULL,
  doc        TEXT NOT NULL,         -- the first line of the doc comment
  parent     INTEGER                -- symbols.id, or NULL at the top level
);
CREATE INDEX symbols_name ON symbols(name);

-- imports: what each file imports (path: "net/http", "os.path", "./util",
-- "java.util.List"), the local name the import binds ('' when it binds
-- none usable), and the member taken from the module when the statement
-- names it apart (Python's from-import, JavaScript's named imports; "*"
-- for a wildcard, a namespace import and JavaScript's export * from,
-- "default" for a default import). A row with path '' is no import: it
-- says what a JavaScript file's own export statements export: symbol the
-- name exported ('default' for export default f and
-- export { f as default }, '=' for TypeScript's export = f, g for
-- export { f as g }), and name the file's name it exports, '' for
-- anything else written after export default or export =; an
-- export { x as y } from './m' is the import of x as y and the export of
-- y.
CREATE TABLE imports (
  file   INTEGER NOT NULL,
  path   TEXT NOT NULL,
  name   TEXT NOT NULL,
  symbol TEXT NOT NULL,
  line   INTEGER NOT NULL
);
CREATE INDEX imports_file ON imports(file);

-- names: every identifier and qualifier that occurs, once. Ids are never
-- reused; a name no file mentions any more stays until a rebuild.
CREATE TABLE names (
  id   INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE
);

-- postings: which files mention a name, and how often: "which files mention
-- Serve" is one index range.
CREATE TABLE postings (
  name  INTEGER NOT NULL,           -- names.id
  file  INTEGER NOT NULL,           -- files.id
  count INTEGER NOT NULL,
  PRIMARY KEY (name, file)
) WITHOUT ROWID;

-- occurrences: one row a file, the file's identifier occurrences packed in
-- a blob (occurrences.go describes the encoding): the names as ids of the
-- names table, positions as deltas, the role and the qualifier. The
-- enclosing symbol of an occurrence is found from the symbols' ranges.
CREATE TABLE occurrences (
  file  INTEGER PRIMARY KEY,        -- files.id
  count INTEGER NOT NULL,
  data  BLOB NOT NULL
);
