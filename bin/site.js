#!/usr/bin/env node
// Executable shim: load TypeScript sources through tsx, then hand over to the CLI.
import { register } from 'tsx/esm/api';

register();
await import('../src/cli.ts');
