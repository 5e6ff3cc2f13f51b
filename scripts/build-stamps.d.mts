export declare const root: string;
export declare const stampDir: string;
export declare const FRONT_END_INPUTS: string[];
export declare const SERVER_INPUTS: string[];
export declare function hashOf(inputs: string[], extra?: string): string;
export declare function stampOf(name: string): string;
export declare function isServerBuildFresh(): boolean;
