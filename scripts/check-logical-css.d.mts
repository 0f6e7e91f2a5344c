export interface PhysicalDirection {
  readonly line: number;
  readonly text: string;
  readonly hint: string;
}
export declare const checkedRoots: string[];
export declare function findPhysicalDirections(text: string, kind: 'css' | 'code'): PhysicalDirection[];
export declare function checkTree(repo: string, roots?: string[]): (PhysicalDirection & { readonly file: string })[];
