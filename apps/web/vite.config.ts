import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      '/trpc': api,
      '/api': api,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
});
