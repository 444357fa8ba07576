import { randomBytes } from "node:crypto";
import { access, mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileResponse, IMMUTABLE } from "#server/http/static";
import { assertImageName, type ImageStore, ImageStoreError, isImageName } from "./image-store";

/**
 * Images as files in `dir` (DATA_DIR/images), the default store. Each file is written whole
 * under a name of its own, then renamed into place, so a reader never sees half an image and
 * two processes writing the same image do not trip over each other.
 */
export function fileImageStore(dir: string): ImageStore {
  const fileOf = (name: string) => path.join(dir, name);
  const failure = (action: string, error: unknown) =>
    new ImageStoreError(
      `could not ${action} ${dir} (DATA_DIR): ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
      { cause: error },
    );

  return {
    kind: "file",
    location: dir,

    async put(name, data) {
      assertImageName(name);
      const file = fileOf(name);
      const temp = `${file}.${randomBytes(6).toString("hex")}.tmp`;
      try {
        await mkdir(dir, { recursive: true });
        await writeFile(temp, data);
        await rename(temp, file);
      } catch (error) {
        await rm(temp, { force: true }).catch(() => {});
        throw failure("write to", error);
      }
    },

    async get(name) {
      if (!isImageName(name)) return undefined;
      try {
        return await readFile(fileOf(name));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
        throw failure("read from", error);
      }
    },

    async has(name) {
      if (!isImageName(name)) return false;
      return access(fileOf(name)).then(
        () => true,
        () => false,
      );
    },

    async remove(name) {
      if (!isImageName(name)) return;
      await rm(fileOf(name), { force: true });
    },

    async list() {
      const names = await readdir(dir).catch(() => []);
      return names.filter(isImageName);
    },

    serve: (name) => fileResponse(dir, name, { cacheControl: IMMUTABLE }),

    async check() {
      try {
        await mkdir(dir, { recursive: true });
        await access(dir);
      } catch (error) {
        throw failure("create", error);
      }
    },

    close() {},
  };
}
