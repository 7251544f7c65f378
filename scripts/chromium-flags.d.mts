export declare const CHROME_FLAGS: string[];
