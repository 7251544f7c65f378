export declare const SERVER_ENTRY: string;
export declare const SERVER_NODE_FLAGS: string[];
export declare function serverBuildState(root: string): 'missing' | 'stale' | 'fresh';
export declare function buildServer(root: string): boolean;
