import { NodeFS } from '@electric-sql/pglite/nodefs';

/**
 * PGlite's files on disk, with the size of each open file kept between changes
 * (docs/decisions/0077-pglite-file-sizes.md).
 *
 * PostgreSQL asks for the length of a relation's file (`lseek(fd, 0, SEEK_END)`) whenever it plans a statement or
 * starts a sequential scan: 3 to 4 times per request of the roster on the demo data. Emscripten's NODEFS answers
 * each with a `fstat` system call and a new `Stats` object. This process is the only one that writes the data
 * folder (one PGlite per folder), and every change of a file's length passes through the file system below, so the
 * length is read once and kept until the next write, truncation or open of that file.
 */

/** The parts of Emscripten's file system this touches (the NODEFS object the module mounts). */
interface FsNode {
  mode: number;
}
interface FsStream {
  node: FsNode;
}
interface NodeFsOps {
  stream_ops: {
    llseek(stream: FsStream, offset: number, whence: number): number;
    write(stream: FsStream, ...rest: unknown[]): number;
    setattr?(stream: FsStream, attr: unknown): void;
    open(stream: FsStream): void;
    [op: string]: unknown;
  };
  node_ops: {
    setattr(node: FsNode, attr: unknown): void;
    [op: string]: unknown;
  };
}
interface EmscriptenFs {
  isFile(mode: number): boolean;
}

const SEEK_END = 2;

/**
 * Wraps NODEFS's operations in place (every node of the mount shares these objects); returns the count of lengths
 * read from disk so far (SizeKeepingNodeFS.sizeReads, which the test reads).
 */
function keepFileSizes(nodefs: NodeFsOps, fs: EmscriptenFs): { reads: () => number } {
  const sizes = new WeakMap<FsNode, number>();
  let reads = 0;
  const { stream_ops: stream, node_ops: node } = nodefs;
  const { llseek, write, open, setattr: streamSetattr } = stream;
  const nodeSetattr = node.setattr;

  stream.llseek = (s, offset, whence) => {
    if (whence !== SEEK_END || !fs.isFile(s.node.mode)) return llseek(s, offset, whence);
    let size = sizes.get(s.node);
    if (size === undefined) {
      // NODEFS's own SEEK_END from offset 0 is the length of the file.
      size = llseek(s, 0, SEEK_END);
      reads++;
      sizes.set(s.node, size);
    }
    return llseek(s, offset + size, 0);
  };
  // Any change of length forgets the kept one: a write (which may extend the file), a truncation through the stream
  // or the path, and an open (O_TRUNC empties the file without a write).
  stream.write = (s, ...rest) => {
    sizes.delete(s.node);
    return write(s, ...rest);
  };
  stream.open = (s) => {
    sizes.delete(s.node);
    open(s);
  };
  if (streamSetattr)
    stream.setattr = (s, attr) => {
      sizes.delete(s.node);
      streamSetattr(s, attr);
    };
  node.setattr = (n, attr) => {
    sizes.delete(n);
    nodeSetattr(n, attr);
  };
  return { reads: () => reads };
}

/** PGlite's NodeFS for a data folder, keeping file lengths as above. */
export class SizeKeepingNodeFS extends NodeFS {
  sizeReads: () => number = () => 0;

  override async init(...args: Parameters<NodeFS['init']>) {
    const result = await super.init(...args);
    const preRun = result.emscriptenOpts.preRun ?? [];
    result.emscriptenOpts.preRun = [
      (mod: { NODEFS: unknown; FS: unknown }) => {
        this.sizeReads = keepFileSizes(mod.NODEFS as NodeFsOps, mod.FS as EmscriptenFs).reads;
      },
      ...preRun,
    ];
    return result;
  }
}
