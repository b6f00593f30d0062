// This file defines what locus tells servers it can do (the client
// capabilities of initialize) and the parts of a server's capabilities it
// reads.

package lsp

import (
	"bytes"
	"encoding/json"

	"go.lsp.dev/protocol"
)

// capabilities are the parts of the server's capabilities locus reads.
type capabilities struct {
	PositionEncoding   string          `json:"positionEncoding"`
	Hover              json.RawMessage `json:"hoverProvider"`
	Definition         json.RawMessage `json:"definitionProvider"`
	Declaration        json.RawMessage `json:"declarationProvider"`
	TypeDefinition     json.RawMessage `json:"typeDefinitionProvider"`
	Implementation     json.RawMessage `json:"implementationProvider"`
	References         json.RawMessage `json:"referencesProvider"`
	Rename             json.RawMessage `json:"renameProvider"`
	Completion         json.RawMessage `json:"completionProvider"`
	SignatureHelp      json.RawMessage `json:"signatureHelpProvider"`
	CodeAction         json.RawMessage `json:"codeActionProvider"`
	Formatting         json.RawMessage `json:"documentFormattingProvider"`
	RangeFormatting    json.RawMessage `json:"documentRangeFormattingProvider"`
	WorkspaceSymbol    json.RawMessage `json:"workspaceSymbolProvider"`
	CodeActionResolves bool            `json:"-"`
}

// has reports whether a provider capability is present and not false.
func has(raw json.RawMessage) bool {
	s := string(bytes.TrimSpace(raw))
	return s != "" && s != "false" && s != "null"
}

// codeActionKinds are the kinds of code action locus asks for and says it
// reads.
var codeActionKinds = []protocol.CodeActionKind{
	protocol.CodeActionKindEmpty, protocol.CodeActionKindQuickFix,
	protocol.CodeActionKindRefactor, protocol.CodeActionKindRefactorExtract, protocol.CodeActionKindRefactorInline, protocol.CodeActionKindRefactorRewrite,
	protocol.CodeActionKindSource, protocol.CodeActionKindSourceOrganizeImports, protocol.CodeActionKindSourceFixAll,
}

// clientCapabilities is what locus tells servers it can do: UTF-8 and
// UTF-32 positions before UTF-16, work-done progress, edits the server
// applies (documentChanges, file creation, transactional), watched files
// registered dynamically, completion and signature help with their
// context, links for the definition requests, code action literals that
// are resolved for their edit, and versioned diagnostics.
func clientCapabilities() protocol.ClientCapabilities {
	yes, no := ptr(true), ptr(false)
	formats := []protocol.MarkupKind{protocol.MarkupKindPlainText, protocol.MarkupKindMarkdown}
	experimental, _ := json.Marshal(experimentalCapabilities{ServerStatusNotification: true})
	return protocol.ClientCapabilities{
		General: &protocol.GeneralClientCapabilities{PositionEncodings: []protocol.PositionEncodingKind{
			protocol.PositionEncodingKindUTF8, protocol.PositionEncodingKindUTF32, protocol.PositionEncodingKindUTF16,
		}},
		Experimental: protocol.LSPAny(experimental),
		Window: &protocol.WindowClientCapabilities{
			WorkDoneProgress: yes,
			ShowDocument:     &protocol.ShowDocumentClientCapabilities{Support: false},
		},
		Workspace: &protocol.WorkspaceClientCapabilities{
			ApplyEdit: yes,
			WorkspaceEdit: &protocol.WorkspaceEditClientCapabilities{
				DocumentChanges:    yes,
				ResourceOperations: []protocol.ResourceOperationKind{protocol.ResourceOperationKindCreate},
				FailureHandling:    protocol.FailureHandlingKindTransactional,
			},
			DidChangeConfiguration: &protocol.DidChangeConfigurationClientCapabilities{DynamicRegistration: no},
			DidChangeWatchedFiles:  &protocol.DidChangeWatchedFilesClientCapabilities{DynamicRegistration: yes, RelativePatternSupport: no},
			Symbol:                 &protocol.WorkspaceSymbolClientCapabilities{DynamicRegistration: no},
			ExecuteCommand:         &protocol.ExecuteCommandClientCapabilities{DynamicRegistration: no},
			Configuration:          yes,
			WorkspaceFolders:       yes,
		},
		TextDocument: &protocol.TextDocumentClientCapabilities{
			Synchronization: &protocol.TextDocumentSyncClientCapabilities{DynamicRegistration: no, DidSave: yes, WillSave: no},
			Completion: &protocol.CompletionClientCapabilities{
				CompletionItem: &protocol.ClientCompletionItemOptions{SnippetSupport: no, DocumentationFormat: formats, LabelDetailsSupport: yes},
				ContextSupport: yes,
			},
			Hover: &protocol.HoverClientCapabilities{ContentFormat: formats},
			SignatureHelp: &protocol.SignatureHelpClientCapabilities{
				SignatureInformation: &protocol.ClientSignatureInformationOptions{
					DocumentationFormat:    formats,
					ParameterInformation:   &protocol.ClientSignatureParameterInformationOptions{LabelOffsetSupport: yes},
					ActiveParameterSupport: yes,
				},
				ContextSupport: yes,
			},
			Declaration:    &protocol.DeclarationClientCapabilities{LinkSupport: yes},
			Definition:     &protocol.DefinitionClientCapabilities{LinkSupport: yes},
			TypeDefinition: &protocol.TypeDefinitionClientCapabilities{LinkSupport: yes},
			Implementation: &protocol.ImplementationClientCapabilities{LinkSupport: yes},
			References:     &protocol.ReferenceClientCapabilities{},
			DocumentSymbol: &protocol.DocumentSymbolClientCapabilities{HierarchicalDocumentSymbolSupport: yes},
			CodeAction: &protocol.CodeActionClientCapabilities{
				CodeActionLiteralSupport: protocol.ClientCodeActionLiteralOptions{CodeActionKind: protocol.ClientCodeActionKindOptions{ValueSet: codeActionKinds}},
				IsPreferredSupport:       yes,
				DisabledSupport:          yes,
				DataSupport:              yes,
				ResolveSupport:           protocol.ClientCodeActionResolveOptions{Properties: []string{"edit"}},
			},
			Formatting:      &protocol.DocumentFormattingClientCapabilities{},
			RangeFormatting: &protocol.DocumentRangeFormattingClientCapabilities{},
			Rename:          &protocol.RenameClientCapabilities{PrepareSupport: no},
			PublishDiagnostics: &protocol.PublishDiagnosticsClientCapabilities{
				DiagnosticsCapabilities: protocol.DiagnosticsCapabilities{RelatedInformation: yes},
				VersionSupport:          yes,
			},
		},
	}
}

func ptr[T any](v T) *T { return &v }
