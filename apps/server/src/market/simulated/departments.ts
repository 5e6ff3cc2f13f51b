import type { Hazard } from '@shelfscope/contracts';

/**
 * The simulated marketplace's departments (root categories named as the US fee tables name
 * them): price range in dollars (log-uniform), package longest side (mm) and weight (g), the
 * best and worst sales rank, referral-fee tiers, brands, product words, the goods of each
 * special kind it can hold, and its variation dimensions.
 */
export type Department = {
  name: string;
  catId: number;
  sub: string[];
  price: [number, number];
  length: [number, number];
  weight: [number, number];
  rank: [number, number];
  /** [up to this price (dollars) or null, percent], on the whole price (the 2026 US tiers). */
  referral: [number | null, number][];
  brands: string[];
  nouns: string[];
  adjectives: string[];
  /** Dangerous goods this department sells, each with its hazmat declaration. */
  hazmat?: { noun: string; hazards: Hazard[] }[];
  meltable?: string[];
  bulky?: string[];
  /** Variation dimensions; the first has 8 values so a family's (up to 8) children differ. */
  variations: { dimension: string; values: string[] }[];
  /** Share of products with used offers; books and collectibles also trade used. */
  used: number;
  hasCollectible?: boolean;
  hasRefurbished?: boolean;
  isBooks?: boolean;
};

const battery: Hazard[] = [
  { aspect: 'UN Number', value: 'UN3480' },
  { aspect: 'Hazard class', value: '9 - Lithium ion batteries' },
];
const aerosol: Hazard[] = [
  { aspect: 'UN Number', value: 'UN1950' },
  { aspect: 'Hazard class', value: '2.1 - Flammable aerosol' },
];
const flammable: Hazard[] = [
  { aspect: 'UN Number', value: 'UN1993' },
  { aspect: 'Hazard class', value: '3 - Flammable liquid' },
];
const perfume: Hazard[] = [
  { aspect: 'UN Number', value: 'UN1266' },
  { aspect: 'Hazard class', value: '3 - Perfumery products' },
];
const colors = { dimension: 'Color', values: ['Black', 'White', 'Navy', 'Red', 'Sage Green', 'Gray', 'Blush Pink', 'Sand'] };
const sizes = {
  dimension: 'Size',
  values: ['Small', 'Medium', 'Large', 'X-Large', 'XX-Large', '2-Pack', '4-Pack', 'Value Size'],
};
const STANDARD_15: [number | null, number][] = [[null, 15]];

export const DEPARTMENTS: Department[] = [
  {
    name: 'Toys & Games',
    catId: 165793011,
    sub: ['Building Toys', 'Puzzles', 'Games', 'Dolls & Accessories', 'Arts & Crafts'],
    price: [7, 90],
    length: [120, 480],
    weight: [120, 2400],
    rank: [150, 1_200_000],
    referral: STANDARD_15,
    brands: ['Brickwell', 'Playmoor', 'Funforge', 'Tinker Bay', 'Kidora', 'Puzzlecraft', 'Marblewood'],
    nouns: ['Building Set', 'Jigsaw Puzzle 1000 Pieces', 'Card Game', 'Plush Bear', 'Craft Kit', 'Marble Run', 'Train Set'],
    adjectives: ['Deluxe', 'Classic', 'Junior', 'Magnetic', 'Wooden', 'Glow-in-the-Dark'],
    bulky: ['Outdoor Playhouse', 'Ride-On Car 12V'],
    variations: [colors, { dimension: 'Style', values: ['Classic', 'Deluxe', 'Travel', 'Family Edition', 'Mini', 'Collector'] }],
    used: 0.4,
    hasCollectible: true,
  },
  {
    name: 'Home & Kitchen',
    catId: 1055398,
    sub: ['Kitchen & Dining', 'Storage & Organization', 'Bedding', 'Home Décor'],
    price: [9, 160],
    length: [150, 700],
    weight: [200, 6500],
    rank: [100, 1_500_000],
    referral: STANDARD_15,
    brands: ['Hearthline', 'Copperpot', 'Nestwell', 'Oakhaven', 'Brightmug', 'Kitchara'],
    nouns: ['Knife Set', 'Storage Bins', 'French Press', 'Cast Iron Skillet', 'Throw Pillow Covers', 'Cutting Board'],
    adjectives: ['Stainless', 'Bamboo', 'Non-Stick', 'Stackable', 'Ceramic', 'Heavy-Duty'],
    hazmat: [{ noun: 'Kitchen Butane Torch', hazards: aerosol }],
    meltable: ['Soy Wax Candle', 'Beeswax Taper Candles'],
    bulky: ['Bookshelf 5-Tier', 'Area Rug 8x10', 'Platform Bed Frame'],
    variations: [colors, sizes],
    used: 0.35,
  },
  {
    name: 'Health & Household',
    catId: 3760901,
    sub: ['Vitamins & Supplements', 'Household Supplies', 'Medical Supplies', 'Oral Care'],
    price: [5, 60],
    length: [80, 300],
    weight: [60, 1800],
    rank: [50, 900_000],
    referral: [
      [10, 8],
      [null, 15],
    ],
    brands: ['Vitalis Labs', 'Purebloom', 'Clearwell', 'Nordic Root', 'Sunmeadow', 'DentaPro'],
    nouns: ['Vitamin D3 Softgels', 'Magnesium Glycinate Capsules', 'Laundry Pods', 'First Aid Kit', 'Toothbrush Heads'],
    adjectives: ['Extra Strength', 'Unscented', 'Family Size', 'Sugar-Free', 'Travel'],
    hazmat: [
      { noun: 'Disinfectant Spray', hazards: aerosol },
      { noun: 'Hand Sanitizer Gel', hazards: flammable },
    ],
    meltable: ['Vitamin Gummies', 'Fish Oil Softgels'],
    variations: [
      {
        dimension: 'Size',
        values: ['30 Count', '60 Count', '90 Count', '120 Count', '180 Count', '240 Count', '360 Count', '500 Count'],
      },
    ],
    used: 0,
  },
  {
    name: 'Beauty & Personal Care',
    catId: 3760911,
    sub: ['Skin Care', 'Hair Care', 'Makeup', 'Fragrance'],
    price: [4, 75],
    length: [60, 250],
    weight: [40, 900],
    rank: [80, 1_000_000],
    referral: [
      [10, 8],
      [null, 15],
    ],
    brands: ['Lumiere Skin', 'Velvetine', 'Aquaglow', 'Rosemarie', 'Pure Petal'],
    nouns: ['Face Serum', 'Shampoo', 'Body Lotion', 'Makeup Brush Set', 'Hair Mask'],
    adjectives: ['Hydrating', 'Vitamin C', 'Sulfate-Free', 'Tinted', 'Organic'],
    hazmat: [
      { noun: 'Eau de Parfum Spray', hazards: perfume },
      { noun: 'Strong Hold Hair Spray', hazards: aerosol },
    ],
    meltable: ['Lip Balm Set', 'Shea Butter Body Bar'],
    variations: [
      { dimension: 'Scent', values: ['Unscented', 'Lavender', 'Citrus', 'Rose', 'Coconut', 'Vanilla', 'Mint', 'Oud'] },
    ],
    used: 0,
  },
  {
    name: 'Grocery & Gourmet Food',
    catId: 16310101,
    sub: ['Snacks', 'Beverages', 'Pantry Staples', 'Candy & Chocolate'],
    price: [3, 45],
    length: [80, 320],
    weight: [80, 3000],
    rank: [50, 700_000],
    referral: [
      [15, 8],
      [null, 15],
    ],
    brands: ['Harvest Lane', 'Cocoa Ridge', 'Salt & Stone', 'Morning Grove', 'Bramblebee'],
    nouns: ['Trail Mix', 'Cold Brew Coffee', 'Extra Virgin Olive Oil', 'Raw Honey', 'Granola', 'Green Tea Bags'],
    adjectives: ['Organic', 'Single-Origin', 'Roasted', 'Raw', 'Sea Salt'],
    meltable: ['Dark Chocolate Bar', 'Chocolate Truffles', 'Peanut Butter Cups', 'Gummy Bears'],
    variations: [
      { dimension: 'Flavor', values: ['Original', 'Sea Salt', 'Vanilla', 'Hazelnut', 'Spicy', 'Honey', 'Berry', 'Mocha'] },
    ],
    used: 0,
  },
  {
    name: 'Electronics',
    catId: 172282,
    sub: ['Headphones', 'Computer Accessories', 'Camera & Photo', 'Portable Audio'],
    price: [12, 400],
    length: [100, 500],
    weight: [80, 3000],
    rank: [30, 600_000],
    referral: [[null, 8]],
    brands: ['Voltara', 'Soundcrest', 'Pixelon', 'Nexacore', 'Arcwave'],
    nouns: ['Wireless Earbuds', 'Bluetooth Speaker', 'Webcam 1080p', 'USB-C Hub', 'Mechanical Keyboard'],
    adjectives: ['Noise-Cancelling', 'Waterproof', '4K', 'Portable', 'Ergonomic'],
    hazmat: [{ noun: 'Portable Power Station', hazards: battery }],
    variations: [colors, { dimension: 'Style', values: ['Standard', 'Pro', 'Max', 'Lite', 'Bundle', 'Travel Kit'] }],
    used: 0.6,
    hasRefurbished: true,
  },
  {
    name: 'Cell Phones & Accessories',
    catId: 2335752011,
    sub: ['Cases', 'Chargers', 'Screen Protectors'],
    price: [6, 140],
    length: [90, 250],
    weight: [30, 500],
    rank: [60, 800_000],
    referral: STANDARD_15,
    brands: ['Shieldtek', 'Chargely', 'Gripfast', 'Voltara'],
    nouns: ['Phone Case', 'Fast Charger 30W', 'Screen Protector 3-Pack', 'Car Mount', 'Charging Cable 6ft'],
    adjectives: ['Shockproof', 'Slim', 'MagSafe', 'Braided', 'Tempered Glass'],
    hazmat: [{ noun: 'Power Bank 20000mAh', hazards: battery }],
    variations: [colors, { dimension: 'Model', values: ['iPhone 15', 'iPhone 16', 'Galaxy S24', 'Galaxy S25', 'Pixel 9'] }],
    used: 0.45,
    hasRefurbished: true,
  },
  {
    name: 'Sports & Outdoors',
    catId: 3375251,
    sub: ['Exercise & Fitness', 'Camping & Hiking', 'Cycling'],
    price: [8, 220],
    length: [150, 1000],
    weight: [100, 9000],
    rank: [150, 1_200_000],
    referral: STANDARD_15,
    brands: ['Trailmark', 'Peakform', 'Northbound', 'Ironleaf'],
    nouns: ['Yoga Mat', 'Resistance Bands', 'Camping Lantern', 'Water Bottle 32 oz', 'Adjustable Dumbbell'],
    adjectives: ['Insulated', 'Non-Slip', 'Collapsible', 'Ultralight', 'Adjustable'],
    hazmat: [{ noun: 'Camping Fuel Canister', hazards: aerosol }],
    bulky: ['Folding Treadmill', 'Weight Bench', 'Inflatable Kayak'],
    variations: [colors, sizes],
    used: 0.4,
  },
  {
    name: 'Office Products',
    catId: 1064954,
    sub: ['Office Supplies', 'Writing Instruments', 'Office Electronics'],
    price: [4, 120],
    length: [100, 600],
    weight: [50, 5000],
    rank: [100, 1_000_000],
    referral: STANDARD_15,
    brands: ['Inkwell', 'Paperhaus', 'Deskline'],
    nouns: ['Gel Pens 24-Pack', 'Sticky Notes', 'Desk Organizer', 'Label Maker', 'Notebook 3-Pack'],
    adjectives: ['Assorted', 'Refillable', 'Recycled', 'Heavy-Duty', 'Pastel'],
    bulky: ['Standing Desk Frame', 'Ergonomic Office Chair'],
    variations: [colors, { dimension: 'Pattern', values: ['Ruled', 'Dotted', 'Grid', 'Blank', 'Assorted'] }],
    used: 0.3,
  },
  {
    name: 'Pet Supplies',
    catId: 2619533011,
    sub: ['Dogs', 'Cats', 'Fish & Aquatic Pets'],
    price: [5, 90],
    length: [100, 900],
    weight: [100, 12000],
    rank: [100, 800_000],
    referral: STANDARD_15,
    brands: ['Pawsome', 'Whiskerly', 'Tailwind Pet'],
    nouns: ['Dog Chew Toy', 'Cat Litter Mat', 'Grooming Brush', 'Aquarium Filter', 'Dog Treats'],
    adjectives: ['Durable', 'Washable', 'Grain-Free', 'Self-Cleaning', 'Large Breed'],
    meltable: ['Yogurt-Coated Dog Treats', 'Carob Dog Biscuits'],
    bulky: ['XL Dog Crate', 'Cat Tree Tower 72 in'],
    variations: [sizes, colors],
    used: 0.2,
  },
  {
    name: 'Tools & Home Improvement',
    catId: 228013,
    sub: ['Power Tools', 'Hand Tools', 'Lighting'],
    price: [6, 300],
    length: [100, 900],
    weight: [100, 9000],
    rank: [100, 1_000_000],
    referral: STANDARD_15,
    brands: ['Forgeline', 'Boltmaster', 'Brightway'],
    nouns: ['Screwdriver Set', 'LED Work Light', 'Tape Measure 25 ft', 'Socket Set', 'Stud Finder'],
    adjectives: ['Magnetic', 'Rechargeable', 'Professional', 'Compact', 'Heavy-Duty'],
    hazmat: [
      { noun: '20V Drill Battery 2-Pack', hazards: battery },
      { noun: 'Spray Paint 6-Pack', hazards: aerosol },
    ],
    bulky: ['Rolling Tool Chest', 'Aluminum Step Ladder'],
    variations: [
      { dimension: 'Size', values: ['Compact', 'Standard', 'Pro', 'Kit', 'Bare Tool', 'Combo Kit', 'Brushless', 'Heavy-Duty'] },
    ],
    used: 0.5,
    hasRefurbished: true,
  },
  {
    name: 'Baby Products',
    catId: 165796011,
    sub: ['Feeding', 'Diapering', 'Nursery'],
    price: [5, 130],
    length: [100, 800],
    weight: [80, 6000],
    rank: [150, 900_000],
    referral: [
      [10, 8],
      [null, 15],
    ],
    brands: ['Little Sprout', 'Cuddlenest', 'Babybloom'],
    nouns: ['Baby Bottles', 'Diaper Bag', 'Swaddle Blankets', 'Teething Toys', 'Night Light'],
    adjectives: ['Anti-Colic', 'Organic Cotton', 'BPA-Free', 'Soft', 'Portable'],
    bulky: ['Convertible Crib', 'Jogging Stroller'],
    variations: [colors, sizes],
    used: 0.25,
  },
  {
    name: 'Clothing, Shoes & Jewelry',
    catId: 7141123011,
    sub: ['Women', 'Men', 'Kids'],
    price: [8, 120],
    length: [150, 450],
    weight: [80, 1500],
    rank: [300, 2_000_000],
    referral: [
      [15, 5],
      [20, 10],
      [null, 17],
    ],
    brands: ['Threadline', 'Coastal Knit', 'Urbanfield'],
    nouns: ['Crew Socks 6-Pack', 'Rain Jacket', 'Running Shoes', 'Beanie', 'Leather Belt'],
    adjectives: ['Moisture-Wicking', 'Waterproof', 'Cotton', 'Slim Fit', 'Reversible'],
    variations: [
      { dimension: 'Size', values: ['XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL', '4XL'] },
      { dimension: 'Color', values: ['Black', 'Heather Gray', 'Navy', 'Olive', 'Burgundy', 'White'] },
    ],
    used: 0.15,
  },
  {
    name: 'Automotive',
    catId: 15684181,
    sub: ['Car Care', 'Interior Accessories', 'Tools & Equipment'],
    price: [6, 180],
    length: [100, 900],
    weight: [100, 8000],
    rank: [150, 1_000_000],
    referral: [[null, 12]],
    brands: ['Roadcraft', 'Gearhead', 'Shinewell'],
    nouns: ['Car Wax', 'Seat Covers', 'Tire Inflator', 'Microfiber Towels 12-Pack', 'Dash Cam'],
    adjectives: ['Heavy-Duty', 'Universal Fit', 'Portable', 'Ceramic', '12V'],
    hazmat: [
      { noun: 'Brake Cleaner Spray', hazards: aerosol },
      { noun: 'Fuel Injector Cleaner', hazards: flammable },
      { noun: 'Jump Starter 2000A', hazards: battery },
    ],
    bulky: ['Rooftop Cargo Box'],
    variations: [colors, { dimension: 'Size', values: ['Compact', 'Sedan', 'SUV', 'Truck'] }],
    used: 0.3,
  },
  {
    name: 'Books',
    catId: 283155,
    sub: ['Cookbooks', 'Business', "Children's Books", 'Mystery'],
    price: [6, 45],
    length: [180, 280],
    weight: [150, 1200],
    rank: [50, 4_000_000],
    referral: STANDARD_15,
    brands: ['Harbor House Press', 'Lantern Books', 'Quillstone'],
    nouns: ['Cookbook', 'Field Guide', 'Picture Book', 'Novel', 'Workbook'],
    adjectives: ['Illustrated', 'Revised', 'Pocket', 'Collected', 'Complete'],
    variations: [],
    used: 0.9,
    hasCollectible: true,
    isBooks: true,
  },
];

/** The referral percentage Keepa would report for a price in a department. */
export function referralPercent(dept: Department, priceDollars: number): number {
  for (const [upTo, percent] of dept.referral) if (upTo === null || priceDollars <= upTo) return percent;
  return 15;
}

/**
 * Brands with a risk record (IP complaints, gating, counterfeits): the alerts table is seeded
 * from this list. threatLevel 100 / 200 / 300; reportType 0..9.
 */
export const RISKY_BRANDS: { brand: string; threatLevel: 100 | 200 | 300; reportType: number; note: string }[] = [
  { brand: 'Brickwell', threatLevel: 300, reportType: 1, note: 'IP complaints: trademark' },
  { brand: 'Voltara', threatLevel: 200, reportType: 3, note: 'Category gating' },
  { brand: 'Lumiere Skin', threatLevel: 300, reportType: 2, note: 'Counterfeit reports' },
  { brand: 'Cocoa Ridge', threatLevel: 100, reportType: 6, note: 'Expiry-dated, meltable' },
  { brand: 'Shieldtek', threatLevel: 200, reportType: 4, note: 'Authenticity complaints' },
  { brand: 'Pawsome', threatLevel: 100, reportType: 8, note: 'Brand restricts resellers (MAP)' },
  { brand: 'Kidora', threatLevel: 200, reportType: 0, note: 'Safety recall history' },
  { brand: 'Vitalis Labs', threatLevel: 300, reportType: 5, note: 'Supplements: approval required' },
  { brand: 'Threadline', threatLevel: 100, reportType: 9, note: 'Frequent listing changes' },
];
