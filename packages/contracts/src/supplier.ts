// Seller API contract: supplier (filled by its area).
export {};
