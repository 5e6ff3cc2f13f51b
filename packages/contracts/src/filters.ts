// Seller API contract: filters (filled by its area).
export {};
