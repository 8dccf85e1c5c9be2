import fs from 'node:fs';
import path from 'node:path';
import { DIST } from './weapp-env';

export interface AppJson {
  pages: string[];
  subPackages?: { root: string; pages: string[] }[];
}

export function readAppJson(): AppJson {
  return JSON.parse(fs.readFileSync(path.join(DIST, 'app.json'), 'utf8')) as AppJson;
}

/** Every page of the build, main package first. */
export function allPages(app: AppJson = readAppJson()): string[] {
  return [...app.pages, ...(app.subPackages ?? []).flatMap((sp) => sp.pages.map((p) => `${sp.root}/${p}`))];
}
