// The embeddable widget (src/widget/), built on its own after the app (`npm run build -w web`): one
// small IIFE with no framework, content-hashed into dist/assets/ (served immutable, like the app's
// assets), and dist/widget.json naming it, which the gateway's /widget.js loader and /embed page read.
import { defineConfig, type Plugin } from 'vite';
import { precompress } from './vite.config.ts';

export const WIDGET_MANIFEST = 'widget.json';

/** Writes widget.json: { "file": "assets/widget-<hash>.js" }. */
function widgetManifest(): Plugin {
  return {
    name: 'widget-manifest',
    generateBundle(_options, bundle) {
      const entry = Object.values(bundle).find((chunk) => chunk.type === 'chunk' && chunk.isEntry);
      if (!entry) throw new Error('the widget build produced no entry chunk');
      this.emitFile({ type: 'asset', fileName: WIDGET_MANIFEST, source: JSON.stringify({ file: entry.fileName }) });
    },
  };
}

export default defineConfig({
  // Only the widget's own files: the app's build compressed the rest.
  plugins: [widgetManifest(), precompress((file) => /[\\/]assets[\\/]widget-[^\\/]+\.js$/.test(file))],
  build: {
    outDir: 'dist',
    // The app's build ran first into the same folder.
    emptyOutDir: false,
    copyPublicDir: false,
    sourcemap: true,
    lib: {
      entry: 'src/widget/widget.ts',
      formats: ['iife'],
      name: 'PhdFinderWidget',
      fileName: () => 'assets/widget-[hash].js',
    },
  },
});
