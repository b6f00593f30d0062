// This file defines the baseline agent's tools, Grep, Read and Edit as
// coding agents commonly ship them, run over a task's workspace, and the
// JSON schemas of the agent's tool list, which also carries Write, as
// agents ship it; no task creates a file, so no script calls Write.

package main

import (
	"bufio"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
)

// baselineTools is the baseline's tool list as a client sends it to a
// model: each tool's name, description and input schema. The descriptions
// are written after those of common coding agents (a search tool over
// ripgrep, a numbered file reader, an exact-string editor, a file writer),
// with their rules of use, at about their usual length.
const baselineTools = `[
{"name":"Grep","description":"A search tool built on ripgrep.\n\nUsage:\n- Use Grep for every search task; do not run grep or rg through a shell.\n- Supports full regular expression syntax (e.g. \"log.*Error\", \"function\\s+\\w+\").\n- Filter files with the glob parameter (e.g. \"*.js\", \"**/*.tsx\").\n- Output modes: \"content\" shows matching lines, \"files_with_matches\" shows only file paths (default), \"count\" shows match counts per file.\n- Pattern syntax is ripgrep's, not grep's: literal braces need escaping (use interface\\{\\} to find interface{} in Go code).\n- Matches are within single lines by default.","input_schema":{"type":"object","properties":{"pattern":{"type":"string","description":"The regular expression pattern to search for in file contents"},"path":{"type":"string","description":"File or directory to search in. Defaults to the current working directory."},"glob":{"type":"string","description":"Glob pattern to filter files (e.g. \"*.js\", \"*.{ts,tsx}\")"},"output_mode":{"type":"string","enum":["content","files_with_matches","count"],"description":"Output mode: \"content\" shows matching lines (supports -A/-B/-C context, -n line numbers, head_limit), \"files_with_matches\" shows file paths, \"count\" shows match counts. Defaults to \"files_with_matches\"."},"-B":{"type":"number","description":"Number of lines to show before each match. Requires output_mode: \"content\"."},"-A":{"type":"number","description":"Number of lines to show after each match. Requires output_mode: \"content\"."},"-C":{"type":"number","description":"Number of lines to show before and after each match. Requires output_mode: \"content\"."},"-n":{"type":"boolean","description":"Show line numbers in output. Requires output_mode: \"content\"."},"-i":{"type":"boolean","description":"Case insensitive search"},"head_limit":{"type":"number","description":"Limit output to the first N lines or entries."}},"required":["pattern"],"additionalProperties":false}},
{"name":"Read","description":"Reads a file from the local filesystem.\n\nUsage:\n- The file_path parameter must be an absolute path, not a relative path.\n- By default, it reads up to 2000 lines starting from the beginning of the file.\n- You can optionally specify a line offset and limit (especially handy for long files), but it's recommended to read the whole file by not providing these parameters.\n- Any lines longer than 2000 characters will be truncated.\n- Results are returned using cat -n format, with line numbers starting at 1.\n- You can call multiple tools in a single response; it is always better to speculatively read multiple potentially useful files in parallel.\n- If you read a file that exists but has empty contents you will receive a warning in place of file contents.","input_schema":{"type":"object","properties":{"file_path":{"type":"string","description":"The absolute path to the file to read"},"offset":{"type":"number","description":"The line number to start reading from. Only provide if the file is too large to read at once"},"limit":{"type":"number","description":"The number of lines to read. Only provide if the file is too large to read at once."}},"required":["file_path"],"additionalProperties":false}},
{"name":"Edit","description":"Performs exact string replacements in files.\n\nUsage:\n- You must use your Read tool at least once in the conversation before editing. This tool will error if you attempt an edit without reading the file.\n- When editing text from Read tool output, preserve the exact indentation (tabs/spaces) as it appears AFTER the line number prefix. The line number prefix format is: spaces + line number + tab. Everything after that tab is the actual file content to match. Never include any part of the line number prefix in old_string or new_string.\n- ALWAYS prefer editing existing files. NEVER write new files unless explicitly required.\n- The edit will FAIL if old_string is not unique in the file. Either provide a larger string with more surrounding context to make it unique or use replace_all to change every instance of old_string.\n- Use replace_all for replacing and renaming strings across the file, for instance to rename a variable.","input_schema":{"type":"object","properties":{"file_path":{"type":"string","description":"The absolute path to the file to modify"},"old_string":{"type":"string","description":"The text to replace"},"new_string":{"type":"string","description":"The text to replace it with (must be different from old_string)"},"replace_all":{"type":"boolean","default":false,"description":"Replace all occurrences of old_string (default false)"}},"required":["file_path","old_string","new_string"],"additionalProperties":false}},
{"name":"Write","description":"Writes a file to the local filesystem.\n\nUsage:\n- This tool will overwrite the existing file if there is one at the provided path.\n- If this is an existing file, you MUST use the Read tool first to read the file's contents. This tool will fail if you did not read the file first.\n- ALWAYS prefer editing existing files in the codebase. NEVER write new files unless explicitly required.\n- NEVER proactively create documentation files (*.md) or README files. Only create documentation files if explicitly requested by the user.","input_schema":{"type":"object","properties":{"file_path":{"type":"string","description":"The absolute path to the file to write (must be absolute, not relative)"},"content":{"type":"string","description":"The content to write to the file"}},"required":["file_path","content"],"additionalProperties":false}}
]`

// refusal is a tool's answer to a call it does not carry out, in the words
// the model reads.
type refusal string

func (r refusal) Error() string { return string(r) }

// readCap is how many lines Read returns at most, and lineCap how many
// characters of a line.
const (
	readCap = 2000
	lineCap = 2000
)

// grepArgs are the Grep tool's parameters.
type grepArgs struct {
	Pattern string `json:"pattern"`
	Path    string `json:"path,omitempty"`
	Glob    string `json:"glob,omitempty"`
	Mode    string `json:"output_mode,omitempty"`
	N       bool   `json:"-n,omitempty"`
}

// grep runs Grep in root: every file under the path whose base name the
// glob matches, in path order, each matching line as path:line:text (with
// -n) or path:text, paths relative to root as ripgrep prints them when it
// is given a relative path, and no path when it is given a file.
func grep(root string, a grepArgs) (string, error) {
	re, err := regexp.Compile(a.Pattern)
	if err != nil {
		return "", fmt.Errorf("regex parse error: %v", err)
	}
	base := filepath.Join(root, a.Path)
	var files []string
	err = filepath.WalkDir(base, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			return nil
		}
		if a.Glob != "" {
			if ok, _ := filepath.Match(a.Glob, d.Name()); !ok {
				return nil
			}
		}
		files = append(files, p)
		return nil
	})
	if err != nil {
		return "", err
	}
	sort.Strings(files)
	info, err := os.Stat(base)
	if err != nil {
		return "", err
	}
	single := !info.IsDir() // ripgrep names no file when given one
	var out []string
	for _, p := range files {
		rel, _ := filepath.Rel(root, p)
		prefix := rel + ":"
		if single {
			prefix = ""
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return "", err
		}
		count := 0
		sc := bufio.NewScanner(strings.NewReader(string(b)))
		sc.Buffer(nil, 1<<24)
		for n := 1; sc.Scan(); n++ {
			line := sc.Text()
			if !re.MatchString(line) {
				continue
			}
			count++
			switch {
			case a.Mode != "content":
			case a.N:
				out = append(out, fmt.Sprintf("%s%d:%s", prefix, n, line))
			default:
				out = append(out, prefix+line)
			}
		}
		switch {
		case count == 0:
		case a.Mode == "count":
			out = append(out, fmt.Sprintf("%s:%d", rel, count))
		case a.Mode != "content":
			out = append(out, rel)
		}
	}
	if len(out) == 0 {
		return "No matches found", nil
	}
	return strings.Join(out, "\n"), nil
}

// readArgs are the Read tool's parameters.
type readArgs struct {
	Path   string `json:"file_path"`
	Offset int    `json:"offset,omitempty"`
	Limit  int    `json:"limit,omitempty"`
}

// read runs Read: the lines from offset (1-based; 0 is the start), at most
// limit and never more than readCap, numbered as cat -n numbers them.
func read(root string, a readArgs) (string, error) {
	b, err := os.ReadFile(filepath.Join(root, a.Path))
	if err != nil {
		return "", refusal("File does not exist.")
	}
	if len(b) == 0 {
		return "<system-reminder>Warning: the file exists but the contents are empty.</system-reminder>", nil
	}
	lines := strings.Split(strings.TrimSuffix(string(b), "\n"), "\n")
	first := max(a.Offset, 1)
	limit := a.Limit
	if limit <= 0 || limit > readCap {
		limit = readCap
	}
	if first > len(lines) {
		return "", refusal(fmt.Sprintf("<system-reminder>Warning: the file has only %d lines; offset %d is past its end.</system-reminder>", len(lines), first))
	}
	var sb strings.Builder
	for n := first; n <= len(lines) && n < first+limit; n++ {
		line := lines[n-1]
		if len(line) > lineCap {
			line = line[:lineCap]
		}
		fmt.Fprintf(&sb, "%6d\t%s\n", n, line)
	}
	return sb.String(), nil
}

// editArgs are the Edit tool's parameters.
type editArgs struct {
	Path       string `json:"file_path"`
	Old        string `json:"old_string"`
	New        string `json:"new_string"`
	ReplaceAll bool   `json:"replace_all,omitempty"`
}

// edit runs Edit: old_string must occur in the file, once unless
// replace_all is set.
func edit(root string, a editArgs) (string, error) {
	p := filepath.Join(root, a.Path)
	b, err := os.ReadFile(p)
	if err != nil {
		return "", refusal("File does not exist.")
	}
	text := string(b)
	if a.Old == a.New {
		return "", refusal("No changes to make: old_string and new_string are exactly the same.")
	}
	n := strings.Count(text, a.Old)
	switch {
	case n == 0:
		return "", refusal("String to replace not found in file.\nString: " + a.Old)
	case n > 1 && !a.ReplaceAll:
		return "", refusal(fmt.Sprintf("Found %d matches of the string to replace, but replace_all is false. To replace all occurrences, set replace_all to true. To replace only one occurrence, please provide more context to uniquely identify the instance.\nString: %s", n, a.Old))
	}
	if a.ReplaceAll {
		text = strings.ReplaceAll(text, a.Old, a.New)
	} else {
		text = strings.Replace(text, a.Old, a.New, 1)
	}
	if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
		return "", err
	}
	if a.ReplaceAll {
		return fmt.Sprintf("The file %s has been updated. All occurrences of '%s' were successfully replaced with '%s'.", a.Path, a.Old, a.New), nil
	}
	return fmt.Sprintf("The file %s has been updated successfully.", a.Path), nil
}
