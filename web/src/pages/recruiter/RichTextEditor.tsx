// A small rich-text box for position descriptions: bold, italic, headings, lists and links through the
// browser's editing commands. It only produces HTML; the server sanitises whatever arrives.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { FOCUS_RING } from '../../components/ui/styles.ts';

interface RichTextEditorProps {
  label: string;
  /** The starting HTML; later changes from outside are not pushed into the box while editing. */
  initialHtml: string;
  onChange: (html: string) => void;
  error?: string | null;
  /** Buttons after the standard ones (the blog's image tool). */
  extraTools?: EditorTool[];
}

export interface EditorTool {
  label: string;
  text: ReactNode;
  run: () => void;
}

/** A chain link, drawn rather than written: an emoji needs a font many systems lack (an empty box). */
const LINK_ICON = (
  <svg
    aria-hidden="true"
    viewBox="0 0 24 24"
    className="h-4 w-4"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <path d="M10 13a5 5 0 0 0 7.54.54l3-3a5 5 0 0 0-7.07-7.07l-1.72 1.71" />
    <path d="M14 11a5 5 0 0 0-7.54-.54l-3 3a5 5 0 0 0 7.07 7.07l1.71-1.71" />
  </svg>
);

const TOOLS: EditorTool[] = [
  { label: 'Bold', text: 'B', run: () => document.execCommand('bold') },
  { label: 'Italic', text: 'I', run: () => document.execCommand('italic') },
  { label: 'Heading', text: 'H', run: () => document.execCommand('formatBlock', false, 'h3') },
  { label: 'Paragraph', text: '¶', run: () => document.execCommand('formatBlock', false, 'p') },
  { label: 'Bulleted list', text: '•', run: () => document.execCommand('insertUnorderedList') },
  { label: 'Numbered list', text: '1.', run: () => document.execCommand('insertOrderedList') },
  {
    label: 'Link',
    text: LINK_ICON,
    run: () => {
      const url = window.prompt('Link address (https://...)');
      if (url && /^https?:\/\//i.test(url.trim())) document.execCommand('createLink', false, url.trim());
    },
  },
];

export function RichTextEditor({ label, initialHtml, onChange, error, extraTools = [] }: RichTextEditorProps) {
  const box = useRef<HTMLDivElement>(null);
  const id = useId();

  useEffect(() => {
    if (box.current) box.current.innerHTML = initialHtml;
    // Only the first value: rewriting the box while typing would move the caret.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div>
      <span id={`${id}-label`} className="font-medium text-slate-800">
        {label}
      </span>
      <div className={`mt-1 rounded-lg border bg-white ${error ? 'border-red-600' : 'border-slate-300'}`}>
        <div role="toolbar" aria-label="Formatting" className="flex flex-wrap gap-1 border-b border-slate-200 p-1">
          {[...TOOLS, ...extraTools].map((tool) => (
            <button
              key={tool.label}
              type="button"
              aria-label={tool.label}
              title={tool.label}
              // Keeps the selection in the box while the button is pressed.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                tool.run();
                if (box.current) onChange(box.current.innerHTML);
              }}
              className={`inline-flex h-8 min-w-8 items-center justify-center rounded px-2 text-sm font-semibold text-slate-700 hover:bg-brand-50 ${FOCUS_RING}`}
            >
              {tool.text}
            </button>
          ))}
        </div>
        <div
          ref={box}
          id={id}
          role="textbox"
          aria-multiline="true"
          aria-labelledby={`${id}-label`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          contentEditable
          suppressContentEditableWarning
          onInput={(event) => onChange(event.currentTarget.innerHTML)}
          className={`rich-text min-h-48 px-3 py-2 text-slate-900 ${FOCUS_RING}`}
        />
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
