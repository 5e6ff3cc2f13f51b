// Seller API contract: category (filled by its area).
export {};
