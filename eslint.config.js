// ESLint 9 flat config. `npm run lint` checks app/, scripts/, test/, prisma-free-models/
// and server.ts (everything not ignored below).
import js from "@eslint/js";
import { defineConfig, globalIgnores } from "eslint/config";
import importX, { createNodeResolver } from "eslint-plugin-import-x";
import path from "node:path";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * The layering of STYLE.md ("Imports between layers are checked by the linter"), as import
 * patterns. typescript-eslint's no-restricted-imports (rather than import-x/no-restricted-paths)
 * because it can allow type-only imports, which the components rule needs, and because it
 * matches the written path, so `~/` and `#models` need no resolver.
 */
const layer = (patterns) => ({ "@typescript-eslint/no-restricted-imports": ["error", { patterns }] });

const models = {
  regex: "^(#models(/.*)?|(\\.\\./)+prisma-free-models(/.*)?)$",
  message: "Routes do not use models: call a service (app/services/*.server.ts), which uses the models.",
};
const services = {
  regex: "^(~|(\\.\\.)(/\\.\\.)*)/services(/.*)?$",
  message: "Utils do not import services: utils are the helpers services build on, not the other way round.",
};
const routesOrComponents = {
  regex: "^(~|(\\.\\.)(/\\.\\.)*)/(routes|components)(/.*)?$",
  message: "Services do not import routes or components: screens call services, never the reverse.",
};
const serverModules = {
  regex: "\\.server(\\.tsx?)?$",
  allowTypeImports: true,
  message: "Components import *.server modules only as types (`import type`): server code must not reach the browser bundle.",
};

export default defineConfig([
  globalIgnores(["build/", "public/build/", "data/", "test-results/", "playwright-report/", ".cache/"]),

  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    rules: {
      // An unused `_name` (a placeholder argument, a left-out field) is deliberate.
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" },
      ],
    },
  },
  { files: ["**/*.{ts,tsx}"], ...reactHooks.configs["recommended-latest"] },
  { files: ["**/*.tsx"], ...jsxA11y.flatConfigs.recommended },
  {
    plugins: { "import-x": importX },
    rules: {
      "import-x/first": "error",
      "import-x/no-duplicates": "error",
    },
  },
  // No import cycles in the app (issue 28): areas import each other one way only. The resolver
  // reads tsconfig.json's paths (`~/`, `#models`), so the rule follows the imports as written.
  {
    files: ["app/**/*.{ts,tsx}"],
    settings: {
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
      "import-x/resolver-next": [
        createNodeResolver({
          extensions: [".ts", ".tsx", ".js", ".mjs", ".json"],
          tsconfig: { configFile: path.resolve(import.meta.dirname, "tsconfig.json") },
        }),
      ],
    },
    rules: { "import-x/no-cycle": "error" },
  },
  // No function longer than a screen (issue 28): a long one is split by what each part does, with
  // names that say it. One that reads best whole says why above it:
  // `// eslint-disable-next-line max-lines-per-function -- <why>`. Tests' describe blocks are exempt.
  {
    files: ["app/**/*.{ts,tsx}", "server.ts", "scripts/**/*.{ts,mjs}"],
    rules: { "max-lines-per-function": ["error", { max: 80, skipBlankLines: true, skipComments: true }] },
  },
  // Plain JavaScript here is configuration run by Node.
  { files: ["**/*.{js,cjs,mjs}"], languageOptions: { globals: globals.node } },

  { files: ["app/routes/**/*.{ts,tsx}"], rules: layer([models]) },
  { files: ["app/utils/**/*.{ts,tsx}"], rules: layer([services]) },
  {
    files: ["app/services/**/*.{ts,tsx}"],
    rules: {
      ...layer([routesOrComponents]),
      // Services take plain values (issue 28): the route reads the request and passes an origin, the input or a stream.
      "no-restricted-syntax": [
        "error",
        {
          selector: "TSTypeReference[typeName.name=/^(Request|ActionFunctionArgs|LoaderFunctionArgs)$/]",
          message: "Services take plain values, not an HTTP request: pass requestOrigin(request), the parsed input or a file stream.",
        },
      ],
    },
  },
  { files: ["app/components/**/*.{ts,tsx}"], rules: layer([serverModules]) },
]);
