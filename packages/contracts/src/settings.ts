// Seller API contract: settings (filled by its area).
export {};
