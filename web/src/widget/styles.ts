// The widget's styles, inside its shadow root: the host page's CSS cannot reach in, and these cannot
// leak out. Neutral colours that sit on most sites; the host may set the font through inheritance.
export const WIDGET_CSS = `
:host { all: initial; display: block; font-family: inherit; color: #0f172a; }
.box { font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; border: 1px solid #e2e8f0;
  border-radius: 12px; background: #fff; padding: 16px; max-width: 640px; box-sizing: border-box; }
h2 { font-size: 16px; margin: 0 0 12px; font-weight: 700; }
ul { list-style: none; margin: 0; padding: 0; }
li { padding: 10px 0; border-top: 1px solid #f1f5f9; }
li:first-child { border-top: 0; padding-top: 0; }
a { color: #1d4ed8; text-decoration: none; }
a:hover, a:focus-visible { text-decoration: underline; }
.title { font-weight: 600; font-size: 15px; }
.meta { color: #475569; font-size: 13px; margin-top: 2px; }
.badge { display: inline-block; margin-left: 6px; padding: 0 6px; border-radius: 999px; background: #dcfce7;
  color: #166534; font-size: 11px; font-weight: 600; vertical-align: middle; }
.note { color: #475569; margin: 0; }
.more { display: flex; justify-content: space-between; gap: 8px; flex-wrap: wrap; margin-top: 12px;
  padding-top: 10px; border-top: 1px solid #e2e8f0; font-size: 13px; }
.brand { color: #64748b; }
`;
