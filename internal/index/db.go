// This file defines the database: where it lives, how it is opened, and how
// one of another schema version, a corrupt one or one deleted under a
// running process is rebuilt.

package index

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"database/sql"
	_ "embed"
	"encoding/binary"
	"encoding/hex"
	"errors"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	sqlite3 "github.com/mattn/go-sqlite3"

	"github.com/locus-dev/locus/internal/syntax"
	"github.com/locus-dev/locus/internal/workspace"
	"github.com/locus-dev/locus/internal/xref"
)

// schemaVersion is PRAGMA user_version of a database this code wrote.
// Change it with the schema, or with what a file's rows hold (7:
// CommonJS's const x = require("m") is an import, and x no symbol; 8: a
// TOML array's table is named by its name key, package[serde]; 9: Java's,
// C#'s and C++'s declared names carry their types; 10: a blob lists its
// words' ids in the order they first occur; 11: a JavaScript module's
// export default f and export { f as default } are rows of the imports
// table; 12: a Python keyword argument's name has the role key; 13: C#'s
// #if groups that syntax errors meet are read as their first branch, and
// the declarations they hid are found; a declaration's occurrence holds
// the lines of the block that bounds its scope; the imports table also
// holds a JavaScript module's export = f, export { f as g } and the names
// its export ... from passes on, and export * from './m' is an import of
// the symbol *; 14: a C++ definition written with its class's path,
// void DBImpl::Get() {...}, is the method Get of DBImpl; 15: a Java case
// label's bare name carries the switch's subject, a Python keyword
// argument's the call's function, CommonJS's const f = require("m").f
// is an import of m's f, and a JavaScript function assigned to an
// object's property, View.prototype.lookup = function ..., is the method
// View.lookup; 16: a Rust impl is named by its type without parameters,
// a Rust let's value, a Go composite literal's key and a Rust struct
// expression's or pattern's field carry their types, Go's f[int]() is a
// call, a Rust macro's arguments are read, and Bash's export NAME is a
// write; 17: a member's declaration (an object key, a field) is marked
// as one; 18: the signature of a TypeScript function or method without
// a body (an overload signature) ends in ";", as a C prototype's; 19:
// the variables Bash's read, mapfile, printf -v and getopts assign are
// writes; 20: the signature of a Python function that @overload
// decorates starts with "@overload "): an index of another version is
// rebuilt.
const schemaVersion = 20

//go:embed schema.sql
var schemaSQL string

// EnvDB is the environment variable that names the database file,
// overriding the default location.
const EnvDB = "LOCUS_INDEX_DB"

// DefaultPath returns where the index of the workspace root dir lives when
// neither Options.DB nor $LOCUS_INDEX_DB says: the user's cache directory,
// locus/index/NAME-HASH.db, NAME the root's last element and HASH a short
// hash of its absolute path. It is never inside the workspace.
func DefaultPath(dir string) (string, error) {
	if env := os.Getenv(EnvDB); env != "" {
		return filepath.Abs(env)
	}
	cache, err := os.UserCacheDir()
	if err != nil {
		return "", fmt.Errorf("index: no cache directory for the index (set $%s to a file path): %w", EnvDB, err)
	}
	abs, err := filepath.Abs(dir)
	if err != nil {
		return "", err
	}
	sum := sha256.Sum256([]byte(abs))
	name := filepath.Base(abs)
	if name == string(filepath.Separator) || name == "." {
		name = "root"
	}
	return filepath.Join(cache, "locus", "index", name+"-"+hex.EncodeToString(sum[:6])+".db"), nil
}

// store is an open database and what identifies it.
type store struct {
	path  string
	db    *sql.DB
	file  os.FileInfo // the database file as opened, to notice its deletion
	epoch int64       // meta 'epoch': changes when the database is created again

	nameCache nameCache
	files     fileCache
	defs      genCache[[]Symbol]          // definitionsNamed's answers, by name
	modules   genCache[[]int64]           // the files a module path names, by its candidate paths
	crates    genCache[*rustCrates]       // the workspace's Cargo packages (rustCrates)
	npm       genCache[*npmPackages]      // the workspace's npm packages (npmPackages)
	npmLast   atomic.Pointer[npmPackages] // the last generation's, which the next may reuse
	root      *workspace.Root             // the workspace, to read what the index leaves out (package.json)
	stmts     sync.Map                    // query text -> *sql.Stmt (see prepared)
}

// genCache holds answers computed from the database at one (epoch,
// generation): they are forgotten when the database changes.
type genCache[V any] struct {
	sync.Mutex
	epoch, gen int64
	m          map[string]V
}

func (c *genCache[V]) get(epoch, gen int64, k string) (V, bool) {
	c.Lock()
	defer c.Unlock()
	if c.epoch != epoch || c.gen != gen {
		var zero V
		return zero, false
	}
	v, ok := c.m[k]
	return v, ok
}

// put keeps v for k, starting afresh past most answers.
func (c *genCache[V]) put(epoch, gen int64, k string, v V, most int) {
	c.Lock()
	defer c.Unlock()
	if c.m == nil || c.epoch != epoch || c.gen != gen || len(c.m) >= most {
		c.m = map[string]V{}
		c.epoch, c.gen = epoch, gen
	}
	c.m[k] = v
}

// prepared returns the statement of query, prepared on first use: the
// queries that run once per file of an answer are not parsed by SQLite
// each time.
func (s *store) prepared(ctx context.Context, query string) (*sql.Stmt, error) {
	if st, ok := s.stmts.Load(query); ok {
		return st.(*sql.Stmt), nil
	}
	st, err := s.db.PrepareContext(ctx, query)
	if err != nil {
		return nil, err
	}
	if old, loaded := s.stmts.LoadOrStore(query, st); loaded {
		st.Close()
		return old.(*sql.Stmt), nil
	}
	return st, nil
}

// openStore opens the database at path, creating it or rebuilding it as
// needed: a database of another schema version is emptied and created
// again; one SQLite cannot read (not a database, malformed) is deleted and
// created again.
func openStore(ctx context.Context, path string) (*store, error) {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return nil, fmt.Errorf("index: create the index directory: %w", err)
	}
	if truncated(path) {
		if err := removeDB(path); err != nil {
			return nil, err
		}
	}
	s, err := tryOpen(ctx, path)
	// SQLite answers "database is locked" at once, not after the busy
	// timeout, while another process creating the database switches it to
	// WAL: try again for a while
	for i := 0; i < 50 && err != nil && strings.Contains(err.Error(), "database is locked") && ctx.Err() == nil; i++ {
		time.Sleep(100 * time.Millisecond)
		s, err = tryOpen(ctx, path)
	}
	if isCorrupt(err) {
		if err := removeDB(path); err != nil {
			return nil, err
		}
		s, err = tryOpen(ctx, path)
	}
	return s, err
}

func tryOpen(ctx context.Context, path string) (*store, error) {
	q := url.Values{}
	q.Set("_busy_timeout", "30000")
	q.Set("_journal_mode", "WAL")
	q.Set("_synchronous", "NORMAL")
	q.Set("_txlock", "immediate")
	q.Set("_cache_size", "-16000") // KiB
	// SQLite's multi-thread mode: a connection takes no lock of its own
	// at each call (each bound value of a bulk insert took two), as
	// database/sql hands a connection to one goroutine at a time. The
	// writer's calls on its connection's handle (bulk.go) keep to that:
	// they run on the goroutine that holds the connection, whose context
	// is never cancelled, so that database/sql never rolls its
	// transaction back from another goroutine meanwhile.
	q.Set("_mutex", "no")
	db, err := sql.Open("sqlite3", "file:"+escapePath(path)+"?"+q.Encode())
	if err != nil {
		return nil, fmt.Errorf("index: open %s: %w", path, err)
	}
	db.SetMaxOpenConns(4)
	s := &store{path: path, db: db}
	if err := s.prepare(ctx); err != nil {
		db.Close()
		return nil, err
	}
	if s.file, err = os.Stat(path); err != nil {
		db.Close()
		return nil, fmt.Errorf("index: stat %s: %w", path, err)
	}
	return s, nil
}

// escapePath makes a file path safe inside a file: URI for SQLite.
func escapePath(p string) string {
	return strings.NewReplacer("%", "%25", "?", "%3f", "#", "%23").Replace(p)
}

// rulesDigest tells the language rules of this build (the outline's and
// the occurrences' data files): a database written under other rules
// describes files as this build would not read them, and is rebuilt as
// one of another schema is. It does not cover the Go code that reads
// the trees: a change there that changes the rows changes schemaVersion.
func rulesDigest() string { return syntax.RulesDigest() + xref.RulesDigest() }

// prepare checks the schema version and creates the schema when the
// database is new or of another version, in one immediate transaction, so
// that two processes opening one database at once agree.
func (s *store) prepare(ctx context.Context) error {
	var version int
	if err := s.db.QueryRowContext(ctx, "PRAGMA user_version").Scan(&version); err != nil {
		return fmt.Errorf("index: read the schema version of %s: %w", s.path, err)
	}
	var rules string
	if version == schemaVersion {
		// a database of this schema that has no row says so: its rules
		// are none of this build's
		_ = s.db.QueryRowContext(ctx, "SELECT value FROM meta WHERE key = 'rules'").Scan(&rules)
	}
	if version != schemaVersion || rules != rulesDigest() {
		if err := s.create(ctx); err != nil {
			return err
		}
	}
	if err := s.createIndexes(ctx, s.db); err != nil {
		return err
	}
	var epoch int64
	err := s.db.QueryRowContext(ctx, "SELECT value FROM meta WHERE key = 'epoch'").Scan(&epoch)
	if err != nil {
		return fmt.Errorf("index: read the epoch of %s: %w", s.path, err)
	}
	s.epoch = epoch
	return nil
}

// secondaryIndexes are the schema's CREATE INDEX statements (one a line
// in schema.sql), by the index's name. A build into an empty database
// drops them and creates them when its rows are in.
var secondaryIndexes = func() map[string]string {
	m := map[string]string{}
	for _, l := range strings.Split(schemaSQL, "\n") {
		if f := strings.Fields(l); len(f) > 2 && f[0] == "CREATE" && f[1] == "INDEX" {
			m[f[2]] = strings.Replace(l, "CREATE INDEX", "CREATE INDEX IF NOT EXISTS", 1)
		}
	}
	return m
}()

// execer is a connection or the pool.
type execer interface {
	ExecContext(ctx context.Context, query string, args ...any) (sql.Result, error)
	QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error)
}

// dropIndexes drops the secondary indexes.
func (s *store) dropIndexes(ctx context.Context, db execer) error {
	for name := range secondaryIndexes {
		if _, err := db.ExecContext(ctx, "DROP INDEX IF EXISTS "+name); err != nil {
			return fmt.Errorf("index: drop the index %s of %s: %w", name, s.path, err)
		}
	}
	return nil
}

// createIndexes creates the secondary indexes the database lacks: those a
// build into an empty database dropped, also when its process was killed
// before it could create them. Asking first keeps a database that has them
// all from taking the write lock.
func (s *store) createIndexes(ctx context.Context, db execer) error {
	rows, err := db.QueryContext(ctx, "SELECT name FROM sqlite_schema WHERE type = 'index'")
	if err != nil {
		return fmt.Errorf("index: list the indexes of %s: %w", s.path, err)
	}
	have := map[string]bool{}
	for rows.Next() {
		var name string
		if err := rows.Scan(&name); err != nil {
			rows.Close()
			return fmt.Errorf("index: list the indexes of %s: %w", s.path, err)
		}
		have[name] = true
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return fmt.Errorf("index: list the indexes of %s: %w", s.path, err)
	}
	for name, create := range secondaryIndexes {
		if have[name] {
			continue
		}
		if _, err := db.ExecContext(ctx, create); err != nil {
			return fmt.Errorf("index: create the index %s of %s: %w", name, s.path, err)
		}
	}
	return nil
}

// create drops whatever the database holds and creates the schema, unless
// another process did it first.
func (s *store) create(ctx context.Context) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("index: begin creating %s: %w", s.path, err)
	}
	defer tx.Rollback()
	var version int
	if err := tx.QueryRowContext(ctx, "PRAGMA user_version").Scan(&version); err != nil {
		return fmt.Errorf("index: read the schema version of %s: %w", s.path, err)
	}
	var rules string
	if version == schemaVersion {
		_ = tx.QueryRowContext(ctx, "SELECT value FROM meta WHERE key = 'rules'").Scan(&rules)
	}
	if version == schemaVersion && rules == rulesDigest() {
		return nil // another process created it while we waited for the lock
	}
	rows, err := tx.QueryContext(ctx, "SELECT type, name FROM sqlite_schema WHERE type IN ('table', 'view') AND name NOT LIKE 'sqlite_%'")
	if err != nil {
		return fmt.Errorf("index: list the tables of %s: %w", s.path, err)
	}
	var drops []string
	for rows.Next() {
		var typ, name string
		if err := rows.Scan(&typ, &name); err != nil {
			rows.Close()
			return err
		}
		drops = append(drops, fmt.Sprintf("DROP %s IF EXISTS %q", strings.ToUpper(typ), name))
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return fmt.Errorf("index: list the tables of %s: %w", s.path, err)
	}
	for _, d := range drops {
		if _, err := tx.ExecContext(ctx, d); err != nil {
			return fmt.Errorf("index: %s: %w", d, err)
		}
	}
	if _, err := tx.ExecContext(ctx, schemaSQL); err != nil {
		return fmt.Errorf("index: create the schema: %w", err)
	}
	var b [8]byte
	_, _ = rand.Read(b[:])
	epoch := int64(binary.LittleEndian.Uint64(b[:]) >> 1)
	if _, err := tx.ExecContext(ctx, "INSERT INTO meta(key, value) VALUES ('epoch', ?), ('generation', 0), ('refreshed_at', 0), ('rules', ?)", epoch, rulesDigest()); err != nil {
		return fmt.Errorf("index: write the epoch: %w", err)
	}
	if _, err := tx.ExecContext(ctx, fmt.Sprintf("PRAGMA user_version = %d", schemaVersion)); err != nil {
		return fmt.Errorf("index: write the schema version: %w", err)
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("index: create the schema of %s: %w", s.path, err)
	}
	return nil
}

// moved reports whether the database file is no longer the one opened:
// deleted, or replaced by another.
func (s *store) moved() bool {
	fi, err := os.Stat(s.path)
	return err != nil || !os.SameFile(fi, s.file)
}

func (s *store) close() error {
	s.stmts.Range(func(_, st any) bool {
		st.(*sql.Stmt).Close()
		return true
	})
	return s.db.Close()
}

// removeDB deletes a database and its WAL and shared-memory files.
func removeDB(path string) error {
	for _, p := range []string{path, path + "-wal", path + "-shm", path + "-journal"} {
		if err := os.Remove(p); err != nil && !errors.Is(err, os.ErrNotExist) {
			return fmt.Errorf("index: remove the broken index %s: %w", p, err)
		}
	}
	return nil
}

// truncated reports whether the database file is shorter than its header
// says (pages × page size): a file cut short, whose missing pages SQLite
// would only notice when a query reaches them.
func truncated(path string) bool {
	f, err := os.Open(path)
	if err != nil {
		return false
	}
	defer f.Close()
	var h [100]byte
	if n, _ := f.ReadAt(h[:], 0); n < len(h) || string(h[:16]) != "SQLite format 3\x00" {
		return false // empty (new), or not a database at all: SQLite says so
	}
	pageSize := int64(binary.BigEndian.Uint16(h[16:18]))
	if pageSize == 1 {
		pageSize = 65536
	}
	pages := int64(binary.BigEndian.Uint32(h[28:32]))
	fi, err := f.Stat()
	return err == nil && pages > 0 && fi.Size() < pages*pageSize
}

// isCorrupt reports whether err says the database file is not a database
// SQLite can read: damaged, truncated or not a database at all.
func isCorrupt(err error) bool {
	var se sqlite3.Error
	if errors.As(err, &se) {
		return se.Code == sqlite3.ErrCorrupt || se.Code == sqlite3.ErrNotADB
	}
	return false
}

// size returns the bytes the database takes on disk, its WAL included.
func (s *store) size() int64 {
	var n int64
	for _, p := range []string{s.path, s.path + "-wal"} {
		if fi, err := os.Stat(p); err == nil {
			n += fi.Size()
		}
	}
	return n
}
