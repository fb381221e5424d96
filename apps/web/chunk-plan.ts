/**
 * Fewer files for a screen. Left to itself the bundler makes a chunk for every set of lazily
 * loaded modules that shares code, so a list screen opened from a link loaded ~85 small files. The
 * web build therefore runs twice (vite.config.ts): the first pass's chunks say which modules each
 * entry needs once tree-shaken, and the second pass groups them into four chunks:
 * - `boot`: what index.html loads (the sign-in screen included; React and the router stay
 *   in their own cached chunks);
 * - `signIn`: what the sign-in screen loads after it (the sign-in call, the dialogs' host);
 * - `shell`: what the signed-in layout needs beyond those (every screen loads it);
 * - `shared`: what two or more lazily loaded modules (screens, dialogs) need beyond those.
 * A screen's own modules stay in its own chunk, and so does whatever leads to the charts (only the
 * screens with charts load them).
 *
 * Each group is closed under imports apart from the groups before it (what the layout's modules
 * import, the layout needs too; what two screens need imports only what both need), so no chunk
 * imports a chunk that imports it back, and modules still run in the order their imports say.
 */

/** What the first pass's output says of one chunk. */
export interface FirstPassChunk {
  fileName: string;
  imports: string[];
  moduleIds: string[];
  facadeModuleId: string | null;
  isEntry: boolean;
  isDynamicEntry: boolean;
}

export interface ChunkPlan {
  boot: Set<string>;
  signIn: Set<string>;
  shell: Set<string>;
  shared: Set<string>;
}

/** What the sign-in screen loads after its first paint: the sign-in call's code, the dialogs' host. */
const SIGN_IN_ROOTS = [
  /[\\/]src[\\/]features[\\/]login[\\/]login-actions\.ts$/,
  /[\\/]src[\\/]app[\\/]overlays-host\.tsx$/,
];
const SHELL_ROOT = /[\\/]src[\\/]app[\\/]layout[\\/]app-layout\.tsx$/;

export function planChunks(chunks: FirstPassChunk[], isolated: (id: string) => boolean): ChunkPlan {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const closure = (roots: FirstPassChunk[]): Set<string> => {
    const seen = new Set<string>();
    const todo = roots.map((c) => c.fileName);
    while (todo.length > 0) {
      const file = todo.pop() as string;
      if (seen.has(file)) continue;
      seen.add(file);
      todo.push(...(byFile.get(file)?.imports ?? []));
    }
    return seen;
  };
  const rooted = (test: RegExp) => chunks.filter((c) => c.facadeModuleId && test.test(c.facadeModuleId));
  const boot = closure(chunks.filter((c) => c.isEntry && !c.isDynamicEntry));
  const signIn = [...closure(SIGN_IN_ROOTS.flatMap(rooted))].filter((f) => !boot.has(f));
  const charts = new Set(chunks.filter((c) => c.moduleIds.some(isolated)).map((c) => c.fileName));
  // Chunks that lead to the charts' chunks stay as they are.
  const leadsToCharts = (file: string) =>
    [...closure([byFile.get(file) as FirstPassChunk])].some((f) => charts.has(f));
  const groupable = (file: string) => !boot.has(file) && !signIn.includes(file) && !leadsToCharts(file);

  const shellChunks = [...closure(rooted(SHELL_ROOT))].filter(groupable);
  const reachedBy = new Map<string, number>();
  for (const lazy of chunks.filter((c) => c.isDynamicEntry)) {
    for (const file of closure([lazy])) reachedBy.set(file, (reachedBy.get(file) ?? 0) + 1);
  }
  const sharedChunks = [...reachedBy]
    .filter(([file, count]) => count >= 2 && groupable(file) && !shellChunks.includes(file))
    .map(([file]) => file);
  const modulesOf = (files: string[]) => new Set(files.flatMap((file) => byFile.get(file)?.moduleIds ?? []));
  return {
    boot: modulesOf([...boot]),
    signIn: modulesOf(signIn.filter((f) => !leadsToCharts(f))),
    shell: modulesOf(shellChunks),
    shared: modulesOf(sharedChunks),
  };
}
