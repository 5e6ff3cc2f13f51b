// Seller API contract: marketing (filled by its area).
export {};
