// Seller API contract: resources (filled by its area).
export {};
