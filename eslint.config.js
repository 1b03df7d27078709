import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const SLICES = ['auth', 'profile', 'analysis', 'generator', 'saved-ideas', 'reports', 'billing'];

// Feature-sliced import rules (ARCHITECTURE section 2): app -> features -> entities -> shared, never upward;
// slices never import each other.
const layerRule = (forbidden, message) => ({
  'no-restricted-imports': ['error', { patterns: forbidden.map((regex) => ({ regex, message })) }],
});

export default tseslint.config(
  { ignores: ['dist/**', 'server/dist/**', 'node_modules/**', '.data/**', 'coverage/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  { files: ['src/shared/**'], rules: layerRule(['^@/(app|features|entities)(/|$)', '^\\.\\./\\.\\./(app|features|entities)/'], 'shared must not import app, features or entities') },
  { files: ['src/entities/**'], rules: layerRule(['^@/(app|features)(/|$)'], 'entities must not import app or features') },
  ...SLICES.map((slice) => ({
    files: [`src/features/${slice}/**`],
    rules: layerRule(
      ['^@/app(/|$)', `^@/features/(?!${slice}(/|$))`],
      `features/${slice} must not import app or another slice; move shared code to entities or shared`,
    ),
  })),
);
