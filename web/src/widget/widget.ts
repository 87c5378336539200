// The embeddable widget's entry (built to /assets/widget-<hash>.js, loaded through /widget.js): every
// <script data-phd-finder> tag on the page gets a widget of the newest PhD openings for its data
// attributes, right after the tag (or in the element named by data-target), in a shadow root.
import { readOptions, WIDGET_ATTRIBUTE } from './options.ts';
import { renderWidget } from './render.ts';

function mount(script: HTMLScriptElement): void {
  script.setAttribute(WIDGET_ATTRIBUTE, 'mounted');
  const options = readOptions(script);
  let host = options.target ? document.getElementById(options.target) : null;
  if (!host) {
    host = document.createElement('div');
    host.className = 'phd-finder-widget';
    script.after(host);
  }
  void renderWidget(host, options, (url, init) => fetch(url, init));
}

export function mountAll(): void {
  const scripts = document.querySelectorAll<HTMLScriptElement>(`script[${WIDGET_ATTRIBUTE}]`);
  for (const script of scripts) if (script.getAttribute(WIDGET_ATTRIBUTE) !== 'mounted') mount(script);
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', mountAll);
else mountAll();
