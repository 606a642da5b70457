/** The document tools' names, in a module of their own so that the CLI can list them without loading the tools. */
export const TOOL_NAMES = ["read_lines", "search", "view_page", "list_visual_content"] as const;
export type DocumentToolName = (typeof TOOL_NAMES)[number];
