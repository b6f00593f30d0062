// Package measure holds what the latency benchmarks share: nearest-rank
// percentiles, milliseconds as they print them, and the text of an MCP
// tool result.
package measure

import (
	"fmt"
	"strings"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Rank is the nearest-rank p-th percentile (0 < p <= 1) of sorted samples.
func Rank(sorted []time.Duration, p float64) time.Duration {
	i := int(float64(len(sorted))*p+0.999999) - 1 // ceil(p*n) - 1
	return sorted[min(max(i, 0), len(sorted)-1)]
}

// Ms prints a duration in milliseconds with two decimals.
func Ms(d time.Duration) string { return fmt.Sprintf("%.2f", float64(d)/1e6) }

// Text joins the text content of a tool result.
func Text(res *mcp.CallToolResult) string {
	var text strings.Builder
	for _, c := range res.Content {
		if tc, ok := c.(*mcp.TextContent); ok {
			text.WriteString(tc.Text)
		}
	}
	return text.String()
}
