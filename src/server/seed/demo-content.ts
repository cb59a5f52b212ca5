/**
 * Demo editorial content for the fictional operator "Ember & Oak Student Living": site
 * settings, blog posts, CMS pages, FAQs and offers. Phone numbers use Ofcom's drama ranges
 * (01632 960xxx, 07700 900xxx) and e-mail addresses use the reserved .example domain.
 */
import { defaultNavigation } from '../../domain/catalogue/site-settings';
import { demoCities } from './demo-catalogue';
import type { ImageSpec, SeedFaq, SeedOffer, SeedPage, SeedPost, SeedSiteSettings } from './seed-types';

/** Paragraphs (and '## ' sub-headings) joined by blank lines. */
function md(...parts: readonly string[]): string {
  return parts.join('\n\n');
}

function cover(
  scene: 'illustration' | 'skyline',
  alt: string,
  palette: readonly [string, string, string],
  seed: string,
): ImageSpec {
  return { scene, alt, palette, seed };
}

const BRAND: readonly [string, string, string] = ['#7a3e2b', '#d9a441', '#f4efe6'];

// ---------------------------------------------------------------------------------------
// Settings
// ---------------------------------------------------------------------------------------

export const demoSettings: SeedSiteSettings = {
  brandName: 'Ember & Oak Student Living',
  tagline: 'Warm, well-run student homes in seven UK cities',
  supportEmail: 'hello@emberandoak.example',
  phone: '+44 1632 960142',
  whatsapp: '+44 7700 900142',
  showLevel: false,
  // The operator keeps its navigation in the settings; it starts as Digs' defaults.
  headerNav: defaultNavigation.header,
  footerNav: defaultNavigation.footer,
  // Each team reads its own kind of enquiry; contact, parents, chat and the room finder go to hello@.
  enquiryEmails: {
    'group-booking': 'groups@emberandoak.example',
    agent: 'partners@emberandoak.example',
    support: 'residents@emberandoak.example',
    rebook: 'rebooking@emberandoak.example',
    friend: 'referrals@emberandoak.example',
    'summer-stays': 'summer@emberandoak.example',
    offer: 'offers@emberandoak.example',
  },
};

// ---------------------------------------------------------------------------------------
// Blog posts
// ---------------------------------------------------------------------------------------

export const demoPosts: readonly SeedPost[] = [
  {
    slug: 'budgeting-your-first-year',
    title: 'How to budget your first year at uni (without living on beans)',
    excerpt:
      'A simple weekly budget, set up in your first fortnight, makes the whole year calmer. Here is how to build one that actually survives freshers’ week.',
    body: md(
      "Money is the thing most students worry about before they arrive, and the thing fewest people talk about once they're here. The good news is that a simple budget, set up in your first fortnight, makes the whole year calmer. Here's how we'd do it.",
      '## Start with what is coming in',
      'Add up your maintenance loan, any bursary or scholarship, help from family and what you expect to earn from a part-time job. Loans usually arrive in three payments, one at the start of each term, so divide each payment by the number of weeks until the next one lands. That weekly figure is your real budget, and it is almost always smaller than the lump sum in your account makes it feel.',
      '## Take off the fixed costs first',
      "Rent is the big one. If your bills are included, as they are in all our buildings, then energy, water, Wi-Fi and contents insurance are already covered. Next come your phone contract, subscriptions, travel passes and course costs such as books, lab kit or printing. Set these aside first, ideally in a separate account or savings pot, so you can't spend them by accident.",
      '## Give everyday spending a weekly limit',
      'Whatever is left is for food, going out, clothes and everything else. Many students find a weekly limit easier than a monthly one, because it resets quickly after a big weekend. Banking apps that round up purchases or split money into pots make this almost automatic.',
      '## Food without the faff',
      'Food is where most budgets leak. Plan four or five meals a week, shop with a list and cook in batches with your flatmates: a big pot of chilli or curry split four ways costs far less than four takeaways. Markets near closing time, supermarket own brands and apps that sell surplus food from cafés and bakeries are all worth a look.',
      '## Use your student status',
      "Get a railcard if you travel home by train, because it saves a third on most fares. Always ask about student discount, find out where your university's hardship fund is before you need it, and look out for free events in freshers' week and beyond. Your students' union will have free, confidential money advice too.",
      '## If it goes wrong',
      "Almost everyone overspends at some point, usually in the first few weeks. Don't ignore it. Look at where the money went, adjust your weekly limit and talk to someone early. If you're worried about paying your rent, tell our team before the due date: we would much rather agree a plan with you than chase a missed payment.",
    ),
    category: 'Money',
    author: 'Priya Shah',
    publishedAt: '2026-08-14',
    cover: cover(
      'illustration',
      'Illustration of a jar of coins, a shopping list and a laptop showing a simple weekly budget',
      ['#2a9d8f', '#e9c46a', '#f7f3ec'],
      'blog/budgeting-your-first-year',
    ),
  },
  {
    slug: 'moving-in-checklist',
    title: 'The moving-in checklist we wish we had been given',
    excerpt:
      'What to pack, what to leave at home and what to do in your first week, from the teams who help thousands of residents move in every September.',
    body: md(
      "Moving day is exciting, a bit chaotic and over faster than you think. After helping thousands of residents move in, our teams have a pretty good idea of what makes the day go smoothly. Here's the list we'd stick on the fridge.",
      '## A few weeks before',
      'Book your arrival slot as soon as the email arrives, because the mid-morning Saturday slots go first. Check your tenancy start date, make sure your first rent payment is set up, and have a look round the resident app so you know where to find your building’s contact details. If you are driving, read the parking and unloading instructions for your building, as city-centre streets can be tight.',
      '## What to pack',
      'Your room comes with a bed, mattress, mattress protector, desk, chair and storage, so focus on the things that make it yours. Bring bedding in the right size (most of our rooms have a small double or double bed), two sets of towels, pillows and a throw. For the kitchen, a frying pan, a saucepan, a baking tray, a couple of plates, bowls and mugs, cutlery, a sharp knife and a chopping board will do. Add a laundry bag, coat hangers, an extension lead with surge protection, a doorstop and a small first-aid kit with any regular medication.',
      '## What to leave at home',
      "Candles, incense, uncertified fairy lights and any cooking appliance that isn't allowed in bedrooms, such as toasters, rice cookers or air fryers. The kitchens have everything you need, and fire safety really matters when you're living with a few hundred people.",
      '## On the day',
      'Bring photo ID and your booking reference. We will hand over your keys or fob and show you to your room. Take a few photos before you unpack, then complete the inventory in the app within seven days: it protects you if something was already scuffed or broken.',
      '## The first week',
      'Say hello to your flatmates, even if it feels awkward; most people are just as nervous as you. Agree a rough plan for bins and cleaning early, because it is much easier than sorting it out in November. Register with a local GP, check your contents insurance details and come along to at least one of our welcome events. Free pizza is a very good icebreaker.',
      'Finally, if anything is not right with your room, report it straight away in the app. We would rather fix it in your first week than have it bother you all year.',
    ),
    category: 'Moving in',
    author: 'Tom Ellison',
    publishedAt: '2026-08-28',
    cover: cover(
      'illustration',
      'Illustration of cardboard boxes, a desk lamp, a pot plant and a rolled-up duvet outside a front door',
      ['#264653', '#f4a261', '#f1faee'],
      'blog/moving-in-checklist',
    ),
  },
  {
    slug: 'guarantors-explained',
    title: 'Guarantors explained, and what to do if you do not have one',
    excerpt:
      'What a guarantor is, who can be one, what they are agreeing to, and the options open to international students, care leavers and estranged students.',
    body: md(
      "If you've started looking at student accommodation, you've probably been asked whether you have a guarantor. It's one of the least explained parts of renting, so here's a plain-English guide.",
      '## What is a guarantor?',
      'A guarantor is someone who agrees to pay your rent if you cannot. It is usually a parent, step-parent or other relative, and they sign a separate agreement alongside your tenancy. They do not pay anything up front, and in most cases they never hear from us at all. The guarantee is simply a safety net that lets us offer rooms to students who do not yet have an income or a credit history.',
      '## Who can be a guarantor?',
      'With us, a guarantor needs to live in the UK, be over 21, and own or rent their home. We run a quick online check to confirm their identity and address. They do not need to be wealthy, but they should be confident that they could cover the rent in an emergency.',
      '## What does a guarantor agree to?',
      "Your guarantor is responsible for the rent under your tenancy agreement only. They aren't liable for anyone else in your flat, and their guarantee ends when your tenancy does. We only contact a guarantor if a payment is more than 14 days overdue and we haven't been able to sort it out with you first. Read the agreement together before they sign, and ask us if anything is unclear.",
      '## What if I do not have a UK guarantor?',
      'Plenty of students do not, including many international students, care leavers and estranged students, and you still have options. You can pay your first term’s rent in advance, pay for the whole year up front, or use a third-party guarantor service, which acts as your guarantor for a fee. Some universities also run rent guarantor schemes for students who meet certain criteria, so it is worth asking your student support team.',
      'If you are a care leaver or an estranged student, please tell us when you book. We will work with you and your university on an arrangement that does not leave you out of pocket, and we will never ask you to explain more than you are comfortable sharing.',
      '## The short version',
      'A guarantor is a safety net, not a bill. If you have one, the process takes about ten minutes online. If you do not, talk to us: there is almost always a way to make it work.',
    ),
    category: 'Money',
    author: 'Priya Shah',
    publishedAt: '2026-05-12',
    cover: cover(
      'illustration',
      'Illustration of two hands signing a document beside a house-shaped key ring',
      ['#3d405b', '#e07a5f', '#f4f1de'],
      'blog/guarantors-explained',
    ),
  },
  {
    slug: 'manchester-first-term-guide',
    title: 'Your first term in Manchester: a local’s guide',
    excerpt:
      'Getting around, eating well on a budget, free culture and where to go for fresh air, from the team who run our three Manchester homes.',
    body: md(
      'Manchester is a city that rewards curiosity. It is big enough to always have something new and small enough to walk across in an afternoon. Our Manchester team, who between them have lived here for decades, put together their tips for your first term.',
      '## Getting around',
      'Oxford Road is the spine of student Manchester, linking the universities with the city centre, and buses run along it day and night. A student bus pass pays for itself quickly if you live further out. The Metrolink trams are handy for Salford Quays, MediaCity and the airport, and the city centre is flat and walkable, so plenty of residents get by on foot and a bike.',
      '## Eating on a budget',
      "Rusholme's Curry Mile is famous for a reason, and the Northern Quarter is packed with cafés, bakeries and lunch deals. The city's food halls are great for a group, because everyone can choose something different. For the weekly shop, the big supermarkets in Hulme and the city-centre markets will keep costs down.",
      '## Music and nights out',
      "Manchester's music history is everywhere, but the present is just as good. Small venues across the Northern Quarter and Ancoats host gigs most nights, often for less than the price of a takeaway, and the students' unions bring big names to town at student prices.",
      '## Green space and fresh air',
      'Whitworth Park is right next to the University of Manchester, and Platt Fields Park in Fallowfield has a boating lake. When you need a proper break, trains from Piccadilly reach Edale in the Peak District in about an hour, with walks for every level of fitness.',
      '## Culture for free',
      'Many of the best museums cost nothing: Manchester Museum, the Whitworth, Manchester Art Gallery, the Science and Industry Museum and the John Rylands Research Institute and Library, which looks like something out of a fantasy novel. Central Library is a beautiful place to study, too.',
      '## A few local tips',
      "Bring a proper raincoat; an umbrella won't last a week. Learn the difference between the Northern Quarter and Ancoats before your flatmates do. And don't be surprised when strangers call you 'love'. Manchester is friendly like that.",
      'Our Manchester homes, Square Gardens, Hulme Works and Crescent Mill, are all within walking distance of campus. Pop in for a viewing and the team will happily share more of their favourite spots.',
    ),
    category: 'City guides',
    author: 'Megan Hughes',
    publishedAt: '2026-07-03',
    cover: cover(
      'skyline',
      'Manchester rooftops and mill chimneys at sunset, with the city-centre towers behind',
      ['#1f3a5f', '#f2a65a', '#e9ecef'],
      'blog/manchester-first-term-guide',
    ),
  },
  {
    slug: 'sheffield-weekend-for-30-pounds',
    title: 'A brilliant Sheffield weekend for about £30',
    excerpt:
      'Peak District views, free museums, Kelham Island and a proper Sunday brunch: how our Sheffield residents fill a weekend without touching their overdraft.',
    body: md(
      "Sheffield regularly comes near the top of lists of the best-value student cities in the UK, and it's not just about the rent. Here's how our Sheffield residents spend a brilliant weekend on a student budget.",
      '## Saturday morning: the Peak District',
      'Part of the Peak District National Park lies inside the city boundary, and it shows. Hop on a train to Hathersage, about 20 minutes from Sheffield station, and walk up to Stanage Edge for one of the best views in the north. Take a packed lunch and a flask; the views are free. If you would rather stay closer, the Porter Valley walk from Endcliffe Park follows the river past old mill ponds towards the moors.',
      '## Saturday afternoon: museums and markets',
      'Back in town, the Millennium Gallery and Weston Park Museum are both free, and the Winter Garden is a warm, green escape on a cold day. The Moor Market is great for cheap fruit and veg and has a real buzz on Saturdays.',
      '## Saturday night: Kelham Island and Division Street',
      "Kelham Island's pubs and food halls are some of the best in the north, and plenty of them have live music with no entry fee. Division Street and West Street are the classic student night out, and the students' unions run cheap club nights most weekends.",
      '## Sunday: brunch and a wander',
      'Ecclesall Road has plenty of brunch spots, and many offer a student discount if you ask. Walk it off in the Botanical Gardens, which are free to enter and lovely in every season, or loop round the lake at Crookes Valley Park.',
      '## Getting around',
      'The trams link the city centre with Hillsborough, Meadowhall and beyond, and student travel passes are good value. Most students walk almost everywhere, though: Sheffield is compact, if very hilly, so good shoes are a must.',
      '## The budget',
      'Train to Hathersage and back with a railcard: roughly £6. Lunch from the market: £5. Museums and gardens: free. A couple of drinks and a club night: around £12. Sunday brunch: about £8. That is a full weekend for roughly £30, or less if you make brunch at home with your flatmates.',
      'Prices change, of course, so treat these as a guide. If you would like more tips, the teams at Devonshire Works and Kelham Forge are always happy to share their favourites.',
    ),
    category: 'City guides',
    author: 'Daniel Okafor',
    publishedAt: '2026-10-09',
    cover: cover(
      'skyline',
      'Sheffield seen from the western hills, with green slopes in the foreground and the city centre beyond',
      ['#2d3a3a', '#e9b44c', '#eef1ef'],
      'blog/sheffield-weekend-for-30-pounds',
    ),
  },
  {
    slug: 'where-to-live-in-bristol',
    title: 'Where to live in Bristol as a student',
    excerpt:
      'Clifton or Stokes Croft? Redcliffe or Bedminster? A neighbourhood-by-neighbourhood guide to student Bristol, including what each area costs and how you would get to lectures.',
    body: md(
      'Bristol is a city of neighbourhoods, each with its own character, and where you live shapes your student experience as much as which course you take. Here is a quick guide to the areas our residents know best.',
      '## Clifton and Cotham',
      "Clifton is the elegant one: Georgian crescents, the Suspension Bridge and the Downs on your doorstep, all a short walk from the University of Bristol's precinct. Cotham and Kingsdown, just to the east, are quieter and a little cheaper, with steep streets and great views. Expect to pay more here than anywhere else in the city.",
      '## Stokes Croft, Montpelier and Gloucester Road',
      "If you want creativity on your doorstep, this is it. Stokes Croft is famous for street art and late-night venues, Montpelier has colourful terraces and a strong community feel, and Gloucester Road is known for its long run of independent shops, cafés and greengrocers. It's a 15-minute walk to the University of Bristol and a straightforward bus ride to UWE's Frenchay campus. Our Montpelier Mill building is right at the heart of it.",
      '## Redcliffe and Temple Quarter',
      "Close to Temple Meads station and the Floating Harbour, Redcliffe is ideal if you'll be travelling home often or want the harbourside on your doorstep. It's about 20 minutes' walk to the University of Bristol, with buses running up Park Street. Portwall Yard, our Redcliffe home, is a few minutes from the station.",
      '## Bedminster and Southville',
      'South of the river, North Street is lined with independent bars, bakeries and some of the best murals in the city. Rents tend to be a little lower, and the walk into the centre across the harbour is a pleasant one.',
      '## Near UWE',
      "If you're studying at UWE's Frenchay campus, living nearby in Stoke Gifford or Filton keeps your commute short, while living centrally and catching the bus gives you more of the city. Many students do a year of each.",
      '## How to decide',
      'Think about your weekly commute, your budget and what you want from a night in as much as a night out. Then visit: Bristol looks very different on a Tuesday morning than on a Saturday night. Book a viewing and our team will happily give you a walking tour of the area as well as the building.',
    ),
    category: 'City guides',
    author: 'Sophie Clarke',
    publishedAt: '2026-03-18',
    cover: cover(
      'skyline',
      'Colourful terraced houses on a Bristol hillside above the harbour on a bright spring day',
      ['#3d5a80', '#ee6c4d', '#e0fbfc'],
      'blog/where-to-live-in-bristol',
    ),
  },
  {
    slug: 'looking-after-yourself-first-term',
    title: 'Looking after yourself in your first term',
    excerpt:
      'Sleep, food, friendships, homesickness and knowing when to ask for help: practical wellbeing advice for the weeks when everything is new.',
    body: md(
      'The first term at university is exciting, and it can also be exhausting. New people, a new city, new ways of studying and, for many, running a home for the first time. Feeling unsettled is completely normal. Here are a few things that genuinely help.',
      '## Sleep comes first',
      'Late nights are part of student life, but a run of short nights affects mood, memory and motivation more than most people realise. Try to get up at roughly the same time each day, even after a night out, and keep your phone out of reach when you want to sleep. An eye mask and earplugs are a cheap investment if your flat is lively.',
      '## Eat something green',
      'You do not need to become a chef. Cooking a few simple meals a week, keeping fruit in your room and drinking water between coffees makes a noticeable difference to energy levels. Cooking with flatmates is also one of the easiest ways to make friends.',
      '## Move a bit every day',
      'A walk to lectures, a gym session or a climbing taster with a university club all count. Exercise is one of the most reliable ways to lift your mood, and the sports and societies fairs are full of beginner-friendly options.',
      '## Homesickness is normal',
      'Lots of students feel homesick, often a few weeks in when the excitement fades. Stay in touch with home, but try not to go back every weekend in the first month, as it can make settling in harder. Say yes to small things, such as a coffee, a society social or one of our building events, and give it time.',
      '## Know where help is',
      'If you are struggling, talk to someone. Your university has a free wellbeing or counselling service, your GP can help with your mental and physical health, and our on-site teams are trained to listen and point you towards support. If you need to talk to someone right now, Samaritans are available day and night on 116 123, or you can text SHOUT to 85258. For urgent medical help call NHS 111, and in an emergency always call 999.',
      '## Look out for each other',
      'If a flatmate seems withdrawn or is not themselves, a simple "are you OK?" can matter more than you think. You do not have to fix anything. If you are worried about someone, tell our team or your university, and we will make sure they are supported.',
    ),
    category: 'Wellbeing',
    author: 'Aisha Rahman',
    publishedAt: '2026-09-22',
    cover: cover(
      'illustration',
      'Illustration of a student reading on a window seat with a mug of tea and a plant, rain on the glass',
      ['#5c7457', '#d5b942', '#f4f0e8'],
      'blog/looking-after-yourself-first-term',
    ),
  },
  {
    slug: 'questions-to-ask-at-a-viewing',
    title: 'Eight questions to ask on a student accommodation viewing',
    excerpt:
      'A viewing is your chance to see past the photos. These are the questions our own teams would ask, from what the rent really includes to how fast repairs get done.',
    body: md(
      "Photos and floor plans only tell you so much. A viewing is your chance to see how a building really feels, and to ask the questions that matter before you sign anything. Here's what we'd ask, even at our own buildings.",
      '## 1. What exactly is included in the rent?',
      'Bills, Wi-Fi, contents insurance, the gym and cleaning of shared areas can all make a big difference to what you actually spend. Ask whether there is a fair-use cap on energy and what happens if you go over it.',
      '## 2. How fast is the Wi-Fi, and is it reliable in the rooms?',
      'Advertised speeds are often for the whole building. Ask whether there is a wired socket in the rooms, and have a look at a speed test on your phone while you are there.',
      '## 3. How are repairs handled?',
      'Find out how you report a problem, how quickly urgent and routine repairs are dealt with, and who you call at 2am if the heating fails in January.',
      '## 4. Who is on site, and when?',
      'A friendly team at reception during the day and someone to call at night makes a real difference, especially in your first year.',
      '## 5. What are the flats like to live in?',
      'Ask how many people share a kitchen, how many fridges and ovens there are, and whether you can request a quiet flat, a single-gender flat or to live with friends.',
      '## 6. How does security work?',
      'Look at the entrances, the bike store and the parcel room. Ask about CCTV, fob entry and what happens to deliveries when you are out.',
      '## 7. What are the payment options?',
      'Check when instalments are due, whether you need a UK guarantor, and what alternatives there are if you do not have one. Ask about the holding deposit and when you would get it back.',
      '## 8. What happens if my plans change?',
      'Results day, visas and course changes do not always go to plan. Ask about the cooling-off period, what happens if you do not get your university place, and whether you can leave early if a replacement resident is found.',
      '## One last tip',
      'Walk the route to your lectures before you leave. Ten minutes on a map can feel very different on a wet Monday morning. Ready to see one of our buildings? You can book a viewing online in under a minute.',
    ),
    category: 'Student life',
    author: 'Tom Ellison',
    publishedAt: '2026-02-05',
    cover: cover(
      'illustration',
      'Illustration of a student with a clipboard being shown around a bright studio room',
      ['#8c3b2e', '#d9a441', '#f4efe6'],
      'blog/questions-to-ask-at-a-viewing',
    ),
  },
  {
    slug: 'bookings-open-2027-28',
    title: 'Bookings for 2027/28 are now open',
    excerpt:
      'Rooms for the 2027/28 academic year are now available in all fifteen of our buildings, with current residents getting first pick until the end of November.',
    body: md(
      'We are delighted to confirm that bookings for the 2027/28 academic year are now open across all fifteen Ember & Oak buildings in Manchester, Leeds, Birmingham, Liverpool, Bristol, Sheffield and Nottingham.',
      '## Current residents get first pick',
      'If you are living with us this year, you can rebook your current room, or move to a different room or building, before anyone else. Rebooking is open to current residents until 30 November 2026, and there is no need to pay a new holding deposit if you stay in the same city. Look out for the email with your personal rebooking link, or ask the team at reception.',
      '## Tenancy lengths and dates',
      'As this year, you can choose 51-week tenancies starting on Saturday 4 September 2027, or 44-week and 41-week tenancies starting on Saturday 11 September 2027 in most buildings. Shorter tenancies suit students who go home for the summer, while 51-week tenancies mean you never have to move your things out.',
      '## Prices',
      'We have kept price rises as low as we can. Most rooms are around 4% more than the same room this year, and all prices continue to include energy, water, Wi-Fi and contents insurance. En-suites start from £139 a week in Sheffield, and you can see every room type and price on the city pages.',
      '## Our most popular rooms go first',
      'Twodios, premium studios and accessible rooms are always in high demand. A few room types in Bristol, Leeds, Manchester and Sheffield are already fully booked for 2027/28 through rebookings, and you can join the waiting list for those on each room page.',
      '## What is new',
      'Over the summer we refurbished the study spaces at Square Gardens and Devonshire Works, added extra bike storage at Montpelier Mill and Aire Wharf, and upgraded the Wi-Fi in every building. Keep an eye on our offers page in the new year, too: we will have an early-bird offer for 2027/28 bookings made in the first quarter.',
      'If you have any questions, call, message us on WhatsApp or pop into any of our receptions. We look forward to welcoming you home.',
    ),
    category: 'News',
    author: 'The Ember & Oak team',
    publishedAt: '2026-10-20',
    cover: cover(
      'illustration',
      'Illustration of a calendar page for September 2027 with a brass key and an oak leaf',
      BRAND,
      'blog/bookings-open-2027-28',
    ),
  },
];

// ---------------------------------------------------------------------------------------
// FAQs
// ---------------------------------------------------------------------------------------

export const demoFaqs: readonly SeedFaq[] = [
  // Booking
  {
    category: 'Booking',
    question: 'How do I book a room?',
    answer:
      "Choose a city, pick a building and room type, then select your tenancy length. Booking online takes about ten minutes: you'll create an account, sign your tenancy agreement electronically and pay a holding deposit of one week's rent, which is taken off your first rent payment. We'll email your confirmation straight away.",
  },
  {
    category: 'Booking',
    question: 'Can I book before my university place is confirmed?',
    answer:
      "Yes, and lots of students do. If you don't get a place at a university in that city, send us your UCAS status or the university's letter by 30 September and we'll cancel your booking and refund your holding deposit in full.",
  },
  {
    category: 'Booking',
    question: 'Is there a cooling-off period?',
    answer:
      'Yes. If you book online or by phone, you have 14 days from the day you sign to cancel for any reason, with a full refund of anything you have paid. After that, the cancellation terms in your agreement apply, and we will always release you if we can find a replacement resident for your room.',
  },
  {
    category: 'Booking',
    question: 'Can I choose my flat, floor or flatmates?',
    answer:
      'You choose the room type, and you can add preferences such as a higher floor, a quiet flat, a single-gender flat or living with named friends. We allocate specific rooms in August and do our best to honour every request, although we cannot guarantee them. Group bookings of a whole flat are always kept together.',
  },
  // Payments
  {
    category: 'Payments',
    question: "What's included in the rent?",
    answer:
      'All bills are included: electricity, heating, water, high-speed Wi-Fi and contents insurance for your belongings, plus use of shared facilities such as the gym, cinema room and study spaces. You will need your own TV Licence if you watch live TV or BBC iPlayer, and parking, where available, is extra.',
  },
  {
    category: 'Payments',
    question: 'How can I pay my rent?',
    answer:
      'You can pay in full before you arrive, in three instalments (September, January and April), or monthly by Direct Debit. Premium studios are billed monthly. We accept debit and credit cards and bank transfers, and international students can pay in most major currencies through our secure payment platform.',
  },
  {
    category: 'Payments',
    question: 'Do I need a guarantor?',
    answer:
      'If you pay in instalments, we ask for a UK-based guarantor: usually a parent or relative over 21 who owns or rents a home in the UK and agrees to cover the rent if you cannot. If you do not have one, you can pay a term in advance, pay in full or use a third-party guarantor service.',
  },
  {
    category: 'Payments',
    question: 'Do you take a security deposit or charge fees?',
    answer:
      "We don't take a security deposit. When you book, you pay a holding deposit of one week's rent, which is credited against your first payment. We don't charge booking, admin or referencing fees. If there is damage beyond normal wear and tear when you leave, we'll send you photos and an itemised invoice.",
  },
  // Moving in
  {
    category: 'Moving in',
    question: 'When can I move in?',
    answer:
      "Your tenancy start date is on your booking confirmation and is always a Saturday in September. Check-in runs from 10am to 6pm, and you'll book an arrival slot a few weeks beforehand so queues stay short. Arriving late at night? Let us know and our night team will meet you.",
  },
  {
    category: 'Moving in',
    question: 'What should I bring with me?',
    answer:
      'Bedding in the right size, towels, kitchen basics (pans, plates, bowls, cutlery and a mug or two), a laundry bag, coat hangers and an extension lead with surge protection. Your room already has a bed, mattress, mattress protector, desk, chair and storage. You can also order a bedding and kitchen pack to be waiting in your room.',
  },
  {
    category: 'Moving in',
    question: 'Can my family help me move in?',
    answer:
      'Of course. Family and friends are very welcome on moving day. There is short-stay parking for unloading at every building during your arrival slot, trolleys to borrow, and the lifts are kept free for moving in during the busiest hours. Parents often stay for a cup of tea in the common room too.',
  },
  {
    category: 'Moving in',
    question: 'What happens at check-in?',
    answer:
      'Bring photo ID, such as your passport or driving licence, and your booking reference. We will give you your keys or fob, walk you through fire safety and the resident app, and ask you to complete your room inventory within seven days so you are never charged for marks that were already there.',
  },
  // Living with us
  {
    category: 'Living with us',
    question: 'How do I report something that needs fixing?',
    answer:
      'Report it in the resident app or at reception. We aim to fix urgent problems, such as no heating, hot water or power, leaks or security issues, within 24 hours, and everything else within five working days. Out of hours, call the emergency number on the back of your key fob and someone will answer.',
  },
  {
    category: 'Living with us',
    question: 'Can friends and family stay over?',
    answer:
      "Yes. Guests are welcome for up to three nights in a row, as long as you sign them in on the app or at reception and your flatmates are happy. Overnight guests must be 18 or over unless you've arranged it with the team in advance, and you're responsible for your guests while they're in the building.",
  },
  {
    category: 'Living with us',
    question: 'How secure are the buildings?',
    answer:
      'Every building has secure fob entry, CCTV covering entrances and shared areas, and a team on site during the day with night staff or out-of-hours cover every night. Your room has its own lock, and parcels are kept in lockers or a secure parcel room until you collect them.',
  },
  {
    category: 'Living with us',
    question: "What if I don't get on with my flatmates?",
    answer:
      "It happens, and it's usually fixable. Talk to the on-site team: we can help you have the conversation, set up a flat agreement about cleaning and noise, or arrange mediation. If things really aren't working out, we'll look at moving you to another room, subject to availability.",
  },
  // Viewings
  {
    category: 'Viewings',
    question: 'Can I see a room before I book?',
    answer:
      'Yes. Book an in-person viewing online for any day of the week and a member of the team will show you a room like the one you are interested in, the shared spaces and the local area. Viewings take about 30 minutes. If you cannot visit, we can give you a live video tour instead.',
  },
  {
    category: 'Viewings',
    question: 'Do I need to book a viewing in advance?',
    answer:
      'We recommend it, especially from January to March when we are busiest, so that someone is free to show you round. Drop-ins are welcome when we are quieter, but without an appointment we cannot always guarantee that a show room will be available.',
  },
  {
    category: 'Viewings',
    question: 'Can I bring my parents to a viewing?',
    answer:
      'Absolutely. Parents, guardians and friends are all welcome, and we are happy to answer their questions about safety, bills and contracts. Just tell us how many people are coming when you book, so we can plan the tour and make sure there is time for everyone’s questions.',
  },
  // Parents
  {
    category: 'Parents',
    question: "Can I pay my son's or daughter's rent?",
    answer:
      'Yes. Parents and guardians can pay on a student’s behalf by card, bank transfer or Direct Debit. The tenancy is in the student’s name, so we need their permission before we can discuss their account with you. They can add you as a trusted contact in the resident app in a couple of minutes.',
  },
  {
    category: 'Parents',
    question: "Who do I contact if I'm worried about my child?",
    answer:
      'Call our team on the main number during the day, or the out-of-hours line in the evening and at weekends. We cannot share personal information without your child’s consent, but we will always listen, check on a resident’s welfare if there is a concern, and call the emergency services if someone is at risk.',
  },
  {
    category: 'Parents',
    question: 'What does being a guarantor involve?',
    answer:
      "A guarantor agrees to pay the rent if the student doesn't. You sign a guarantor agreement online, and we only contact you if a payment is more than 14 days overdue and we haven't been able to resolve it with the student. The guarantee covers your child's rent for that tenancy only, not anyone else's.",
  },
  // International students
  {
    category: 'International students',
    question: 'Do I need a UK guarantor as an international student?',
    answer:
      'No. If you do not have a UK guarantor, you can pay your first term’s rent in advance, pay for the year in full, or use a third-party guarantor service. We accept payments in most major currencies, and our team can help you choose the option that works best for you and your family.',
  },
  {
    category: 'International students',
    question: 'What happens if my visa is refused?',
    answer:
      "We can't give immigration advice, but we can provide a booking confirmation letter with your address and tenancy dates, which banks and universities often ask for. If your Student visa is refused, send us the refusal letter and we'll cancel your booking and refund your holding deposit and any rent you have paid.",
  },
  {
    category: 'International students',
    question: 'My flight lands before my tenancy starts. What can I do?',
    answer:
      'Let us know your arrival date and time as soon as you have booked your flight. If a room is ready we can often arrange early arrival for a few extra nights at your normal daily rate, subject to availability. We will also send directions from the airport, and someone will meet you if you arrive late.',
  },
  // Agents
  {
    category: 'Agents',
    question: 'How do I become an agent partner?',
    answer:
      'Email agents@emberandoak.example with your company details and the countries you recruit from. Once we have signed a simple agent agreement, you will get access to our agent portal with live availability and prices, marketing materials in several languages and a dedicated account manager.',
  },
  {
    category: 'Agents',
    question: 'How and when is commission paid?',
    answer:
      'Commission is paid on every confirmed booking once the student has moved in and made their first payment. Rates depend on tenancy length and volume. We pay monthly by bank transfer with a clear statement showing each booking, and full details are set out in your agent agreement.',
  },
  {
    category: 'Agents',
    question: 'Can I book on behalf of a student?',
    answer:
      'Yes. Use the agent portal to hold a room for up to 48 hours while your student decides, then send them a secure booking link. The student signs the tenancy agreement themselves and receives all correspondence, and with their permission we copy you in on the key updates.',
  },
  // About one building (shown on its page, before the general questions)
  {
    category: 'Living with us',
    question: 'Can I use the roof terrace at Square Gardens?',
    answer:
      'Yes. The sixth-floor roof terrace is open to every resident from 8am to 10pm, all year round. Your key fob lets you in, there are festoon lights and plenty of seating, and the on-site team runs barbecues up there in the summer term. For everyone’s safety, glass and loud music are not allowed after 9pm.',
    propertySlug: 'square-gardens',
  },
  {
    category: 'Moving in',
    question: 'Where do I park on moving-in day at Crescent Mill?',
    answer:
      'Book a 30-minute unloading slot when you confirm your arrival time, and we will save you a space in the courtyard off Adelphi Street. After unloading, the nearest pay-and-display car park is on Chapel Street, about five minutes away. Our team will be at the gate with trolleys to help you carry everything up.',
    propertySlug: 'crescent-mill',
  },
  {
    category: 'Living with us',
    question: 'Is there somewhere to keep my bike at Aire Wharf?',
    answer:
      'Yes. There is a covered, CCTV-monitored bike store by the Kirkstall Road entrance with a rack space for every resident who asks for one. Register your bike with reception to get fob access. There is also a pump and a small repair stand, and the riverside path takes you into town without going near the traffic.',
    propertySlug: 'aire-wharf',
  },
];

// ---------------------------------------------------------------------------------------
// Offers
// ---------------------------------------------------------------------------------------

export const demoOffers: readonly SeedOffer[] = [
  {
    slug: 'refer-a-friend',
    title: 'Refer a friend: £100 each',
    summary:
      'Know someone who would love living with us? When they book using your code, you both get £100 off your rent.',
    terms:
      'Available to current residents and confirmed 2027/28 bookers. Your friend must quote your code when booking a tenancy of 41 weeks or more and must not already hold an Ember & Oak booking. The £100 credit is applied to each person’s rent account once your friend’s cooling-off period has ended and their first payment has been made. No cash alternative. Maximum five referrals per resident.',
    code: 'FRIEND100',
    startsAt: '2026-09-01',
    endsAt: '2027-08-31',
  },
  {
    slug: 'manchester-51-week-250-off',
    title: '£250 off 51-week tenancies in Manchester',
    summary:
      'Book any 51-week 2027/28 tenancy at one of our Manchester buildings before the end of December and we will take £250 off your rent.',
    terms:
      'Applies to new 51-week bookings for the 2027/28 academic year at Square Gardens, Hulme Works and Crescent Mill made between 1 November and 31 December 2026. The discount is split across your instalments. Cannot be combined with other offers except Refer a friend. Subject to availability.',
    code: 'MCR250',
    startsAt: '2026-11-01',
    endsAt: '2026-12-31',
    citySlug: 'manchester',
  },
  {
    slug: 'square-gardens-viewing-offer',
    title: 'View Square Gardens, save £150',
    summary:
      'Come and see Square Gardens in person, then book within seven days of your viewing and get £150 off your first instalment.',
    terms:
      'Book a viewing at Square Gardens, attend it, and complete a booking for any 2027/28 room type within seven days of the viewing to receive £150 off your first rent instalment. One discount per booking. Video tours count as viewings for students living outside the UK. Cannot be combined with the Manchester 51-week offer.',
    code: 'SQUAREVIEW',
    startsAt: '2026-11-10',
    endsAt: '2027-01-31',
    propertySlug: 'square-gardens',
  },
  {
    slug: 'early-bird-2027-28',
    title: 'Early bird 2027/28: no holding deposit',
    summary: 'Book any 2027/28 room in the first quarter of the year and skip the holding deposit altogether.',
    terms:
      'Applies to new 2027/28 bookings made between 4 January and 31 March 2027 across all Ember & Oak buildings. The usual holding deposit of one week’s rent is waived; your tenancy, payment dates and cooling-off rights are otherwise unchanged. Not available on rebookings; residents rebooking in the same city already pay no new holding deposit.',
    code: 'EARLY27',
    startsAt: '2027-01-04',
    endsAt: '2027-03-31',
  },
  {
    slug: 'last-minute-2026-27',
    title: 'Last-minute 2026/27: £300 off en-suites',
    summary: 'Still looking for somewhere to live this September? Book an en-suite for 2026/27 and get £300 off.',
    terms:
      'Applied to new 2026/27 en-suite bookings of 44 or 51 weeks made between 1 July and 31 August 2026, subject to availability. The discount is taken off your first instalment. Not available on shared-flat rooms, studios or twodios.',
    code: 'LASTMIN300',
    startsAt: '2026-07-01',
    endsAt: '2026-08-31',
  },
];

// ---------------------------------------------------------------------------------------
// Pages
// ---------------------------------------------------------------------------------------

/**
 * A picture the demo catalogue already has (by its seed, e.g. 'manchester/square-gardens/common-1'),
 * shown on a page with the page's own alt text; the seed stores it once.
 */
function catalogueImage(seed: string, alt: string): ImageSpec {
  const pictures = demoCities.flatMap((city) => [
    city.hero,
    ...city.properties.flatMap((p) => [...p.gallery, ...p.roomTypes.flatMap((r) => r.gallery)]),
  ]);
  const found = pictures.find((picture) => picture.seed === seed);
  if (!found) throw new Error(`The demo catalogue has no picture ${seed}`);
  return { ...found, alt };
}

function pageImage(
  page: string,
  scene: ImageSpec['scene'],
  alt: string,
  palette: readonly [string, string, string] = BRAND,
): ImageSpec {
  return { scene, alt, palette, seed: `pages/${page}/${scene}` };
}

export const demoPages: readonly SeedPage[] = [
  {
    slug: 'about-us',
    title: 'About Ember & Oak',
    description:
      'Ember & Oak Student Living runs fifteen warm, well-managed student homes in seven UK cities. Meet the people behind them and find out what we care about.',
    blocks: [
      {
        type: 'hero',
        image: catalogueImage(
          'manchester/square-gardens/common-1',
          'Residents chatting on benches in the leafy courtyard at Square Gardens, Manchester',
        ),
      },
      {
        type: 'facts',
        facts: [
          { value: '15', label: 'student homes' },
          { value: '7', label: 'UK university cities' },
          { value: '24 h', label: 'to fix urgent repairs' },
          { value: '£0', label: 'booking or admin fees' },
        ],
      },
      {
        type: 'rich-text',
        heading: 'Student homes, run by people who care',
        body: md(
          'Ember & Oak Student Living looks after fifteen buildings in Manchester, Leeds, Birmingham, Liverpool, Bristol, Sheffield and Nottingham, home to thousands of students every year. Our name says what we are aiming for: the warmth of somewhere that feels like home, and the solid, dependable quality of a building that is looked after properly.',
          'We are a small company by design. Each building has its own on-site team who know residents by name, and the people answering the phone at head office have all worked on reception during a September move-in weekend. We think that makes us better at the job.',
        ),
      },
      {
        type: 'cards',
        heading: 'What we care about',
        cards: [
          {
            title: 'Honest prices',
            body: 'The weekly price you see includes energy, water, Wi-Fi and contents insurance. No booking fees, no admin fees and no surprises on your first bill.',
          },
          {
            title: 'Fixing things fast',
            body: 'Urgent repairs within 24 hours and everything else within five working days. We publish our repair times to residents every term.',
          },
          {
            title: 'People first',
            body: 'Trained wellbeing champions in every building, out-of-hours cover every night, and a team that will always make time to talk.',
          },
        ],
      },
      {
        type: 'image',
        image: pageImage(
          'about-us',
          'common',
          'The Ember & Oak team chatting with residents in a sunny common room, with mustard sofas and plants',
        ),
        caption: 'Our Manchester team at Square Gardens during welcome week.',
      },
      {
        type: 'media-text',
        heading: 'A team in every building',
        body: md(
          'Every Ember & Oak home has its own on-site team: the people who welcome you on moving day, sort your parcels, fix the shower and organise the pizza nights.',
          'They are there every weekday, with out-of-hours cover every night of the year, so there is always someone to turn to.',
        ),
        image: catalogueImage(
          'manchester/hulme-works/common-3',
          'The ground-floor lounge at Hulme Works, with a pool table, navy sofas and a coffee machine',
        ),
        mediaSide: 'left',
        link: { label: 'What everyday life is like', href: '/student-life' },
      },
      { type: 'property-list', heading: 'A few of our homes', featuredOnly: true },
      {
        type: 'call-to-action',
        heading: 'Find your next home',
        body: 'Browse rooms in all seven cities, compare tenancy lengths and prices, and book a viewing online.',
        label: 'Explore our cities',
        href: '/city-listing',
      },
      {
        type: 'aside',
        style: 'contact',
        heading: 'Talk to our team',
        body: 'Questions about a building, a room or a booking? We answer within one working day.',
      },
      {
        type: 'aside',
        style: 'links',
        heading: 'Next steps',
        links: [
          { label: 'Explore our cities', href: '/city-listing' },
          { label: 'Find your room in four steps', href: '/find-your-room/city' },
          { label: 'Book a viewing', href: '/book-a-viewing/square-gardens' },
        ],
      },
      {
        type: 'aside',
        style: 'links',
        heading: 'Related pages',
        links: [
          { label: 'Student life', href: '/student-life' },
          { label: 'For parents and guardians', href: '/parent' },
          { label: 'Wellbeing and welfare', href: '/wellness-welfare' },
          { label: 'Questions and answers', href: '/faqs' },
        ],
      },
    ],
  },
  {
    slug: 'student-life',
    title: 'Student life with Ember & Oak',
    description:
      'Events, study spaces, gyms and a community that makes it easy to settle in. See what everyday life is like in an Ember & Oak student home.',
    blocks: [
      {
        type: 'hero',
        image: catalogueImage(
          'manchester/crescent-mill/common-1',
          'The games room at Crescent Mill, with a pool table, table tennis and exposed cast-iron columns',
        ),
      },
      {
        type: 'rich-text',
        heading: 'More than somewhere to sleep',
        body: md(
          'The best thing about living in a student building is the people, and our teams work hard to make it easy to meet them. From welcome week to the end-of-year barbecue, there is always something going on, and it is always fine to just turn up on your own.',
          'When you need to focus, there are quiet study rooms and bookable pods in every building, and fast Wi-Fi everywhere.',
        ),
      },
      {
        type: 'cards',
        heading: 'A typical term',
        cards: [
          {
            title: 'Welcome week',
            body: 'Flat meet-ups, city walking tours, a pizza night and a trip to the big supermarket so you can stock up without carrying it all home.',
          },
          {
            title: 'Study support',
            body: 'Quiet rooms, bookable pods, free printing credit during exam season and late-night coffee when deadlines hit.',
          },
          {
            title: 'Things to do',
            body: 'Film nights, quiz nights, cookery classes, yoga and the odd day trip to the coast or the hills.',
          },
          {
            title: 'Giving back',
            body: 'Litter picks, food bank collections and volunteering days with local charities, organised by residents and our teams.',
          },
        ],
      },
      {
        type: 'image',
        image: pageImage(
          'student-life',
          'common',
          'Residents playing a board game around a long table in a warmly lit common room',
          ['#2f4858', '#c8553d', '#f6f1e9'],
        ),
        caption: 'Board games night at Hulme Works.',
      },
      {
        type: 'media-text',
        heading: 'Space to focus',
        body: md(
          'Quiet study rooms and bookable pods in every building, fast Wi-Fi everywhere and free printing credit when exams come round.',
          'Book a pod from your phone, or find a seat in the study lounge with a coffee from reception.',
        ),
        image: catalogueImage(
          'manchester/square-gardens/common-4',
          'Bookable study pods at Square Gardens, with oak desks, green task lamps and a long window bench',
        ),
        mediaSide: 'left',
      },
      { type: 'faq-list', heading: 'Living with us: your questions', category: 'Living with us' },
      {
        type: 'call-to-action',
        heading: 'See it for yourself',
        body: 'The best way to get a feel for a building is to visit. Book a viewing and we will show you round.',
        label: 'Find a building',
        href: '/city-listing',
      },
      {
        type: 'aside',
        style: 'links',
        heading: 'Next steps',
        links: [
          { label: 'Explore our cities', href: '/city-listing' },
          { label: 'Find your room in four steps', href: '/find-your-room/city' },
          { label: 'Book a viewing', href: '/book-a-viewing/square-gardens' },
        ],
      },
      {
        type: 'aside',
        style: 'links',
        heading: 'Related pages',
        links: [
          { label: 'Wellbeing and welfare', href: '/wellness-welfare' },
          { label: 'Refer a friend', href: '/friend' },
          { label: 'Group bookings', href: '/group-booking' },
          { label: 'About us', href: '/about-us' },
        ],
      },
    ],
  },
  {
    slug: 'parent',
    title: 'Information for parents and guardians',
    description:
      'Safe buildings, bills included, teams on site and help when it is needed. What parents and guardians need to know about Ember & Oak Student Living.',
    blocks: [
      {
        type: 'hero',
        image: catalogueImage(
          'manchester/square-gardens/courtyard-studio/room-1',
          'A bright studio at Square Gardens with a double bed in an alcove, a sofa and trees outside the window',
        ),
      },
      {
        type: 'facts',
        facts: [
          { value: '24/7', label: 'help on site or on call' },
          { value: '£0', label: 'booking or admin fees' },
          { value: '1', label: 'weekly price, bills included' },
          { value: '1 day', label: 'to answer your questions' },
        ],
      },
      {
        type: 'rich-text',
        heading: 'Helping them find the right home',
        body: md(
          'Leaving home for university is a big step for the whole family. We know parents and guardians want to be sure their son or daughter will be safe, comfortable and supported, and that the costs are clear from the start.',
          'Every Ember & Oak building has secure entry, staff on site during the day and out-of-hours cover every night. All bills are included in the rent, and we never charge booking or admin fees.',
        ),
      },
      {
        type: 'cards',
        heading: 'What parents ask us about most',
        cards: [
          {
            title: 'Safety and security',
            body: 'Fob entry, CCTV on entrances and shared areas, fire-safety checks every week and a team that knows the residents.',
          },
          {
            title: 'Clear costs',
            body: 'One weekly price covering rent, energy, water, Wi-Fi and contents insurance, with flexible instalment options.',
          },
          {
            title: 'Wellbeing',
            body: 'Wellbeing champions in every building, links with university support services and someone to talk to day or night.',
          },
          {
            title: 'Being a guarantor',
            body: 'What you are agreeing to, when we would contact you and what happens if your child does not have a UK guarantor.',
            href: '/faqs',
          },
        ],
      },
      {
        type: 'media-text',
        heading: 'Safe, looked-after buildings',
        body: md(
          'Fob entry, CCTV on entrances and shared areas, and fire-safety checks every week. Our teams know residents by name and notice when something is not right.',
          'Wellbeing champions in every building work with university support services, and there is someone to call day or night.',
        ),
        image: catalogueImage(
          'manchester/hulme-works/common-2',
          'Study booths with terracotta benches and pendant lights at Hulme Works',
        ),
        mediaSide: 'left',
        link: { label: 'How we support wellbeing', href: '/wellness-welfare' },
      },
      { type: 'form', form: 'parent', heading: 'Ask us a question' },
      { type: 'faq-list', heading: 'Questions from parents', category: 'Parents' },
      {
        type: 'call-to-action',
        heading: 'Come and see a building together',
        body: 'Parents are always welcome on viewings. Book a time that suits you both, in person or by video.',
        label: 'Book a viewing',
        href: '/book-a-viewing/square-gardens',
      },
      {
        type: 'aside',
        style: 'contact',
        heading: 'Talk to a person',
        body: 'Parents and guardians can call or write to us on any weekday; we answer e-mails within one working day.',
      },
      {
        type: 'aside',
        style: 'links',
        heading: 'Next steps',
        links: [
          { label: 'Book a viewing', href: '/book-a-viewing/square-gardens' },
          { label: 'Compare residences', href: '/city-listing' },
          { label: 'Questions and answers', href: '/faqs' },
        ],
      },
      {
        type: 'aside',
        style: 'links',
        heading: 'Related pages',
        links: [
          { label: 'Wellbeing and welfare', href: '/wellness-welfare' },
          { label: 'Accessibility and additional needs', href: '/special-needs' },
          { label: 'About us', href: '/about-us' },
        ],
      },
    ],
  },
  {
    slug: 'agent',
    title: 'For education agents',
    description:
      'Partner with Ember & Oak Student Living: live availability, fast confirmations, clear commission and a dedicated account manager for your students.',
    blocks: [
      {
        type: 'hero',
        image: catalogueImage(
          'birmingham/bournbrook-lofts/common-1',
          'The study lounge at Bournbrook Lofts, with booth seating, amber lamps and students working on laptops',
        ),
      },
      {
        type: 'facts',
        facts: [
          { value: '7', label: 'UK university cities' },
          { value: '15', label: 'residences to offer' },
          { value: '48 h', label: 'room holds for your students' },
          { value: '1 day', label: 'reply from your account manager' },
        ],
      },
      {
        type: 'rich-text',
        heading: 'Work with us',
        body: md(
          'We work with education agents around the world to help international students find safe, comfortable and well-located homes in seven UK university cities.',
          'Our agent partners get live availability and pricing, rooms held for 48 hours while students decide, and a named account manager who will answer your emails within one working day.',
        ),
      },
      {
        type: 'cards',
        heading: 'Why agents choose Ember & Oak',
        cards: [
          {
            title: 'Clear commission',
            body: 'Paid monthly on every confirmed booking once the student has moved in, with a statement showing each booking.',
          },
          {
            title: 'Flexible payment for students',
            body: 'No UK guarantor needed: students can pay a term in advance, in full or through a guarantor service.',
          },
          {
            title: 'Arrival support',
            body: 'Airport and station directions, late-arrival check-in and welcome events designed for international students.',
          },
          {
            title: 'Marketing materials',
            body: 'Brochures, videos and floor plans for every building, with translations in several languages.',
          },
        ],
      },
      { type: 'form', form: 'agent', heading: 'Register as a partner agent' },
      { type: 'faq-list', heading: 'Questions from agents', category: 'Agents' },
      {
        type: 'call-to-action',
        heading: 'Become a partner',
        body: 'Tell us about your agency and the markets you recruit from, and our partnerships team will be in touch within two working days.',
        label: 'Contact the partnerships team',
        href: '/contact-us',
      },
      {
        type: 'aside',
        style: 'contact',
        heading: 'Partnerships team',
        body: 'Your account manager answers within one working day, in your students’ time zone where we can.',
      },
      {
        type: 'aside',
        style: 'links',
        heading: 'Related pages',
        links: [
          { label: 'University partners', href: '/university' },
          { label: 'Group bookings', href: '/group-booking' },
          { label: 'Summer stays', href: '/summer-stays' },
          { label: 'Questions and answers', href: '/faqs' },
        ],
      },
    ],
  },
  {
    slug: 'friend',
    title: 'Refer a friend',
    description:
      'Recommend Ember & Oak to a friend and you both get £100 off your rent when they book. Here is how our refer-a-friend scheme works, step by step.',
    blocks: [
      {
        type: 'hero',
        image: catalogueImage(
          'leeds/aire-wharf/common-2',
          'Friends on olive-green beanbags in the cinema room at Aire Wharf, Leeds',
        ),
      },
      {
        type: 'rich-text',
        heading: 'Better with friends',
        body: 'Most of our new residents hear about us from someone who already lives with us. To say thank you, when a friend books using your referral code, you both get £100 off your rent.',
      },
      {
        type: 'cards',
        heading: 'How it works',
        cards: [
          {
            title: '1. Share your code',
            body: 'Find your personal referral code in the resident app and send it to your friend.',
          },
          {
            title: '2. They book',
            body: 'Your friend books any tenancy of 41 weeks or more and enters your code at checkout.',
          },
          {
            title: '3. You both save',
            body: 'Once their cooling-off period has ended and they have made their first payment, £100 is credited to each of your rent accounts.',
          },
        ],
      },
      { type: 'form', form: 'friend', heading: 'Recommend a friend' },
      {
        type: 'rich-text',
        heading: 'The small print',
        body: 'The scheme is open to current residents and anyone with a confirmed 2027/28 booking. Your friend must be new to Ember & Oak. You can refer up to five friends each academic year. Credits have no cash value and cannot be transferred.',
      },
      {
        type: 'call-to-action',
        heading: 'Help your friend find a room',
        body: 'Send them our city pages to browse rooms and prices in all seven cities.',
        label: 'Browse rooms',
        href: '/city-listing',
      },
      {
        type: 'aside',
        style: 'links',
        heading: 'Related pages',
        links: [
          { label: 'Group bookings', href: '/group-booking' },
          { label: 'Student life', href: '/student-life' },
          { label: 'Current offers', href: '/offers' },
        ],
      },
    ],
  },
  {
    slug: 'rebook',
    title: 'Rebook for next year',
    description:
      'Staying with us next year? Current residents get first pick of rooms for 2027/28, with no new holding deposit. Here is how rebooking works and when.',
    blocks: [
      {
        type: 'hero',
        image: catalogueImage(
          'leeds/clarendon-rise/common-1',
          'The courtyard garden at Clarendon Rise, with picnic benches, lavender beds and green parasols',
        ),
      },
      {
        type: 'rich-text',
        heading: 'Stay where you are happy',
        body: md(
          'If you are living with us this year, you can rebook your current room, or choose a different room or building, before we open bookings to anyone else.',
          'Rebooking for 2027/28 is open to current residents until 30 November 2026. You will not need to pay a new holding deposit if you stay in the same city, and your guarantor can renew their agreement online in a few minutes.',
        ),
      },
      {
        type: 'cards',
        heading: 'Why rebook?',
        cards: [
          {
            title: 'First pick',
            body: 'Choose from every room type before general booking opens, including twodios and premium studios.',
          },
          {
            title: 'No moving stress',
            body: 'Staying in the same room on a 51-week tenancy? You will not need to move anything out over summer.',
          },
          {
            title: 'Live with friends',
            body: 'Rebook as a group and we will keep you together in a flat or neighbouring twodios.',
          },
        ],
      },
      { type: 'form', form: 'rebook', heading: 'Rebook your room' },
      { type: 'faq-list', heading: 'Booking questions', category: 'Booking' },
      {
        type: 'call-to-action',
        heading: 'Ready to rebook?',
        body: 'Use the link in your rebooking email, or speak to the team at reception and we will do it with you.',
        label: 'Contact your team',
        href: '/contact-us',
      },
      {
        type: 'aside',
        style: 'contact',
        heading: 'Rebooking team',
        body: 'Ask us about moving rooms, changing your tenancy length or staying with friends next year.',
      },
      {
        type: 'aside',
        style: 'links',
        heading: 'Related pages',
        links: [
          { label: 'Resident support', href: '/support' },
          { label: 'Current offers', href: '/offers' },
          { label: 'Questions and answers', href: '/faqs' },
        ],
      },
    ],
  },
  {
    slug: 'support',
    title: 'Help and support for residents',
    description:
      'Report a repair, get help out of hours, find wellbeing support or contact your building team. Everything Ember & Oak residents need, in one place.',
    blocks: [
      {
        type: 'hero',
        image: catalogueImage(
          'manchester/hulme-works/common-3',
          'The ground-floor lounge at Hulme Works, with a pool table, navy sofas and a coffee machine',
        ),
      },
      {
        type: 'rich-text',
        heading: 'We are here to help',
        body: 'Whatever you need, from a broken light to a difficult week, your building team is the place to start. Reception is staffed seven days a week during the day, and there is out-of-hours cover every night.',
      },
      {
        type: 'cards',
        heading: 'Get help',
        cards: [
          {
            title: 'Report a repair',
            body: 'Use the resident app to report anything that needs fixing. Urgent repairs within 24 hours, everything else within five working days.',
          },
          {
            title: 'Out-of-hours emergencies',
            body: 'For floods, lock-outs, loss of heating or power, or security concerns, call the number on the back of your key fob.',
          },
          {
            title: 'Wellbeing',
            body: 'Talk to any member of the team, or find out about our wellbeing champions and local support services.',
            href: '/wellness-welfare',
          },
          {
            title: 'Something else',
            body: 'Call, email or message us on WhatsApp. We aim to reply to every message within one working day.',
            href: '/contact-us',
          },
        ],
      },
      { type: 'form', form: 'support', heading: 'Ask for help' },
      { type: 'faq-list', heading: 'Common questions', category: 'Living with us' },
      {
        type: 'call-to-action',
        heading: 'Cannot find what you need?',
        body: 'Our full list of frequently asked questions covers booking, payments, moving in and more.',
        label: 'Read the FAQs',
        href: '/faqs',
      },
      {
        type: 'aside',
        style: 'contact',
        heading: 'Reception and out of hours',
        body: 'Reception is open every weekday; out of hours, call the number below and the on-call team will answer.',
      },
      {
        type: 'aside',
        style: 'links',
        heading: 'Related pages',
        links: [
          { label: 'Wellbeing and welfare', href: '/wellness-welfare' },
          { label: 'Rebook next year', href: '/rebook' },
          { label: 'Questions and answers', href: '/faqs' },
        ],
      },
    ],
  },
  {
    slug: 'group-booking',
    title: 'Group bookings',
    description:
      'Want to live with friends? Book a whole flat, neighbouring rooms or a twodio together. How group bookings work at Ember & Oak Student Living.',
    blocks: [
      {
        type: 'hero',
        image: catalogueImage(
          'birmingham/fazeley-works/common-1',
          'The rooftop terrace at Fazeley Works, with coral planters and seating above the canal',
        ),
      },
      {
        type: 'rich-text',
        heading: 'Live with your friends',
        body: md(
          'Whether you are two best friends or a group of six, we can keep you together. Book a whole cluster flat, a twodio or neighbouring studios, and we will make sure you are allocated side by side.',
          'One person starts the group booking and invites the others by email. Everyone signs their own agreement and pays their own rent, so nobody is responsible for anyone else’s payments.',
        ),
      },
      {
        type: 'cards',
        heading: 'Ways to book together',
        cards: [
          {
            title: 'Whole flats',
            body: 'Book every room in a four-, five- or six-bedroom flat and have the kitchen to yourselves.',
          },
          {
            title: 'Twodios',
            body: 'Two double bedrooms with a shared kitchen and living space: a flat of your own for two.',
          },
          {
            title: 'Neighbouring studios',
            body: 'Want your own space but close by? We will put your group’s studios on the same corridor.',
          },
        ],
      },
      { type: 'property-list', heading: 'Buildings with whole flats and twodios' },
      { type: 'form', form: 'group-booking', heading: 'Tell us about your group' },
      { type: 'faq-list', heading: 'Booking questions', category: 'Booking' },
      {
        type: 'call-to-action',
        heading: 'Planning a group booking?',
        body: 'Tell us how many of you there are and where you would like to live, and we will come back with options.',
        label: 'Get in touch',
        href: '/contact-us',
      },
      {
        type: 'aside',
        style: 'contact',
        heading: 'Groups team',
        body: 'Tell us how many you are and where you study; we come back with flats and prices within one working day.',
      },
      {
        type: 'aside',
        style: 'links',
        heading: 'Related pages',
        links: [
          { label: 'Refer a friend', href: '/friend' },
          { label: 'For education agents', href: '/agent' },
          { label: 'Student life', href: '/student-life' },
        ],
      },
    ],
  },
  {
    slug: 'contact-us',
    title: 'Contact us',
    description:
      'Call, email or message Ember & Oak Student Living on WhatsApp. Our team is here seven days a week to help with bookings, viewings and resident support.',
    blocks: [
      {
        type: 'hero',
        image: catalogueImage(
          'manchester/square-gardens/facade',
          'The red-brick front of Square Gardens in Manchester, with trees along the pavement',
        ),
      },
      {
        type: 'rich-text',
        heading: 'Talk to us',
        body: md(
          'Call us on 01632 960142, Monday to Friday 9am to 6pm and Saturday and Sunday 10am to 4pm. Message us on WhatsApp on 07700 900142, or email hello@emberandoak.example and we will reply within one working day.',
          'Already living with us? For repairs, use the resident app. For emergencies out of hours, call the number on the back of your key fob.',
        ),
      },
      {
        type: 'cards',
        heading: 'Get to the right team',
        cards: [
          {
            title: 'Bookings and viewings',
            body: 'Questions about rooms, prices and availability: call 01632 960142 or email hello@emberandoak.example.',
          },
          {
            title: 'Residents',
            body: 'Contact your building team through the resident app, at reception or by phone.',
            href: '/support',
          },
          {
            title: 'Agents and partners',
            body: 'Email agents@emberandoak.example and your account manager will reply within one working day.',
            href: '/agent',
          },
          {
            title: 'Universities',
            body: 'Nomination agreements, summer schools and welfare liaison: email partnerships@emberandoak.example.',
            href: '/university',
          },
        ],
      },
      { type: 'form', form: 'contact', heading: 'Send us a message' },
      { type: 'faq-list', heading: 'Viewing questions', category: 'Viewings' },
      {
        type: 'call-to-action',
        heading: 'Visit Square Gardens',
        body: 'Our flagship Manchester building is open for viewings seven days a week, in person or by live video tour.',
        label: 'Book a viewing',
        href: '/book-a-viewing/square-gardens',
      },
      {
        type: 'aside',
        style: 'contact',
        heading: 'Call or message us',
        body: 'Our team is on the phone every weekday and answers messages within one working day.',
      },
      {
        type: 'aside',
        style: 'links',
        heading: 'Other ways to get help',
        links: [
          { label: 'Resident support', href: '/support' },
          { label: 'Questions and answers', href: '/faqs' },
          { label: 'Book a viewing', href: '/book-a-viewing/square-gardens' },
        ],
      },
    ],
  },
  {
    slug: 'summer-stays',
    title: 'Summer stays',
    description:
      'Short summer stays from two to twelve weeks in our city-centre studios and en-suites, ideal for interns, summer schools and visiting students.',
    blocks: [
      {
        type: 'hero',
        image: catalogueImage(
          'manchester/square-gardens/common-3',
          'The roof terrace at Square Gardens on a summer evening, with festoon lights, planters and a view over Manchester',
        ),
      },
      {
        type: 'facts',
        facts: [
          { value: '2–12', label: 'weeks, July to September' },
          { value: 'All', label: 'bills and Wi-Fi included' },
          { value: '7', label: 'cities to choose from' },
        ],
      },
      {
        type: 'rich-text',
        heading: 'Somewhere to stay this summer',
        body: md(
          'Between July and early September, rooms not taken by 51-week residents are available for shorter stays of between two and twelve weeks. It is an easy, affordable option if you are doing an internship, a summer school, a research placement or simply exploring a new city.',
          'Summer stays include all bills and Wi-Fi, use of the gym and study spaces, and the same friendly on-site team. Rooms are furnished, so you just need to bring bedding and towels, or add a linen pack when you book.',
        ),
      },
      {
        type: 'cards',
        heading: 'Who stays with us in summer',
        cards: [
          {
            title: 'Interns',
            body: 'Weekly rates, flexible dates and city-centre locations close to offices and stations.',
          },
          {
            title: 'Summer schools',
            body: 'Blocks of rooms for groups, with welcome talks and meeting space available on request.',
          },
          {
            title: 'Visiting students',
            body: 'A comfortable base for placements, research trips and pre-sessional English courses.',
          },
        ],
      },
      { type: 'property-list', heading: 'Popular for summer stays', featuredOnly: true },
      { type: 'form', form: 'summer-stays', heading: 'Ask about a summer stay' },
      {
        type: 'call-to-action',
        heading: 'Ask about summer availability',
        body: 'Tell us your dates, city and budget, and we will send you the options.',
        label: 'Enquire now',
        href: '/contact-us',
      },
      {
        type: 'aside',
        style: 'contact',
        heading: 'Summer team',
        body: 'Tell us your dates and we will tell you what is free; we answer within one working day.',
      },
      {
        type: 'aside',
        style: 'links',
        heading: 'Related pages',
        links: [
          { label: 'Current offers', href: '/offers' },
          { label: 'For education agents', href: '/agent' },
          { label: 'Group bookings', href: '/group-booking' },
        ],
      },
    ],
  },
  {
    slug: 'university',
    title: 'For universities and colleges',
    description:
      'Nomination agreements, overflow rooms, summer schools and welfare liaison: how Ember & Oak works with universities and colleges across the UK.',
    blocks: [
      {
        type: 'hero',
        image: catalogueImage(
          'manchester/skyline',
          'The Manchester skyline at dusk, with university and residence buildings among the towers',
        ),
      },
      {
        type: 'rich-text',
        heading: 'Working together for students',
        body: md(
          'We work with universities and colleges to provide safe, good-quality rooms for their students, from first-years who could not get a place in halls to postgraduates, visiting researchers and summer school groups.',
          'Every arrangement is built around the same principles: clear prices, well-run buildings and close communication between our teams and your student support services.',
        ),
      },
      {
        type: 'cards',
        heading: 'How we can help',
        cards: [
          {
            title: 'Nomination agreements',
            body: 'Reserve a block of rooms for your students on agreed terms, with flexibility built in for late confirmations.',
          },
          {
            title: 'Overflow accommodation',
            body: 'Short-notice rooms in September for students still waiting for a place in halls.',
          },
          {
            title: 'Summer schools and conferences',
            body: 'Groups of any size in July and August, with meeting rooms and welcome packs available.',
          },
          {
            title: 'Welfare liaison',
            body: 'A named contact in each city and agreed processes for sharing concerns, with students’ consent.',
          },
        ],
      },
      { type: 'university-list', heading: 'Our homes near your university' },
      {
        type: 'image',
        image: pageImage(
          'university',
          'campus',
          'A busy university campus square on an autumn morning, with students crossing between red-brick buildings',
          ['#355070', '#b56576', '#f6f2ee'],
        ),
      },
      {
        type: 'call-to-action',
        heading: 'Talk to our partnerships team',
        body: 'Email partnerships@emberandoak.example or use our contact page, and we will arrange a call at a time that suits you.',
        label: 'Contact us',
        href: '/contact-us',
      },
      {
        type: 'aside',
        style: 'contact',
        heading: 'Partnerships team',
        body: 'Nomination agreements, summer schools and welfare links: talk to the team that runs them.',
      },
      {
        type: 'aside',
        style: 'links',
        heading: 'Related pages',
        links: [
          { label: 'For education agents', href: '/agent' },
          { label: 'Wellbeing and welfare', href: '/wellness-welfare' },
          { label: 'Accessibility and additional needs', href: '/special-needs' },
        ],
      },
    ],
  },
  {
    slug: 'wellness-welfare',
    title: 'Wellbeing and welfare',
    description:
      'How Ember & Oak supports residents’ wellbeing: trained wellbeing champions, out-of-hours cover, quiet spaces and links to university and NHS services.',
    blocks: [
      {
        type: 'hero',
        image: catalogueImage(
          'liverpool/myrtle-court/common-1',
          'The sheltered courtyard garden at Myrtle Court, with green benches and climbing plants',
        ),
      },
      {
        type: 'rich-text',
        heading: 'Looking after each other',
        body: md(
          'University can be the best time of your life, and it can also be hard. Whatever you are going through, you do not have to deal with it on your own.',
          'Every Ember & Oak building has team members trained in mental health first aid, and wellbeing champions who run regular events such as walks, cook-alongs and quiet study sessions. Our night teams are trained to respond to welfare concerns, and we work closely with local universities’ student support services.',
        ),
      },
      {
        type: 'cards',
        heading: 'Support in every building',
        cards: [
          {
            title: 'Someone to talk to',
            body: 'Pop into reception or message the team in the app. We will listen and help you find the right support.',
          },
          {
            title: 'Welfare checks',
            body: 'If a friend or family member is worried about you, we can knock on your door and check you are OK.',
          },
          {
            title: 'Quiet spaces',
            body: 'Study rooms, courtyard gardens and roof terraces for when you need a bit of calm.',
          },
        ],
      },
      {
        type: 'rich-text',
        heading: 'If you need help now',
        body: md(
          'In an emergency, or if you or someone else is in immediate danger, call 999.',
          'For urgent medical advice, call NHS 111 or visit 111.nhs.uk. Samaritans are available day and night on 116 123, free from any phone, and you can text SHOUT to 85258 to reach a trained volunteer.',
          'Your university also has a free, confidential wellbeing service, and your GP can help with both physical and mental health.',
        ),
      },
      {
        type: 'call-to-action',
        heading: 'Residents’ help and support',
        body: 'Repairs, out-of-hours contacts and everything else you might need while living with us.',
        label: 'Go to support',
        href: '/support',
      },
      {
        type: 'aside',
        style: 'contact',
        heading: 'Someone to talk to',
        body: 'Day or night, call us and a member of the team will answer. In an emergency, call 999.',
      },
      {
        type: 'aside',
        style: 'links',
        heading: 'Related pages',
        links: [
          { label: 'Resident support', href: '/support' },
          { label: 'Accessibility and additional needs', href: '/special-needs' },
          { label: 'For parents and guardians', href: '/parent' },
        ],
      },
    ],
  },
  {
    slug: 'special-needs',
    title: 'Accessibility and additional needs',
    description:
      'Accessible rooms, adaptations and personal support plans. How Ember & Oak helps disabled students and residents with additional needs live well.',
    blocks: [
      {
        type: 'hero',
        image: catalogueImage(
          'manchester/square-gardens/accessible-studio/room-1',
          'An accessible studio at Square Gardens, with a level-access floor, a height-adjustable desk and space to turn a wheelchair',
        ),
      },
      {
        type: 'rich-text',
        heading: 'A home that works for you',
        body: md(
          'We want every resident to be able to live comfortably and independently. Seven of our buildings have purpose-designed accessible rooms for wheelchair users, and we can make reasonable adjustments to many of our other rooms.',
          'Please tell us about any disability, medical condition or additional need when you enquire. Everything you share is kept confidential and used only to help us support you.',
        ),
      },
      {
        type: 'cards',
        heading: 'How we can help',
        cards: [
          {
            title: 'Accessible rooms',
            body: 'Level-access wet rooms, wider doorways, adjustable-height worktops and emergency pull cords, close to lifts and step-free entrances.',
          },
          {
            title: 'Sensory needs',
            body: 'Visual and vibrating fire alarms, hearing loops at reception, and quieter flats away from the main entrance.',
          },
          {
            title: 'Personal emergency evacuation plans',
            body: 'We agree a plan with every resident who may need help leaving the building in an emergency.',
          },
          {
            title: 'Carers and support workers',
            body: 'Neighbouring rooms for carers where available, and easy sign-in for regular support workers.',
          },
        ],
      },
      {
        // Straight to the accessible rooms (the city page's room filter), not every residence.
        type: 'cards',
        heading: 'Find an accessible room',
        cards: [
          {
            title: 'Accessible rooms in Manchester',
            body: 'Wheelchair-accessible studios at Square Gardens, with their prices and availability.',
            href: '/manchester?room=accessible',
          },
          {
            title: 'Accessible rooms in Leeds',
            body: 'Wheelchair-accessible studios at Clarendon Rise, with their prices and availability.',
            href: '/leeds?room=accessible',
          },
          {
            title: 'Accessible rooms in Birmingham',
            body: 'Wheelchair-accessible studios at Bournbrook Lofts, with their prices and availability.',
            href: '/birmingham?room=accessible',
          },
          {
            title: 'Accessible rooms in Liverpool',
            body: 'Wheelchair-accessible studios at Myrtle Court, with their prices and availability.',
            href: '/liverpool?room=accessible',
          },
          {
            title: 'Accessible rooms in Bristol',
            body: 'Wheelchair-accessible studios at Portwall Yard, with their prices and availability.',
            href: '/bristol?room=accessible',
          },
          {
            title: 'Accessible rooms in Sheffield',
            body: 'Wheelchair-accessible studios at Devonshire Works, with their prices and availability.',
            href: '/sheffield?room=accessible',
          },
          {
            title: 'Accessible rooms in Nottingham',
            body: 'Wheelchair-accessible studios at Lenton Gate, with their prices and availability.',
            href: '/nottingham?room=accessible',
          },
        ],
      },
      {
        type: 'call-to-action',
        heading: 'Talk to us before you book',
        body: 'We will talk through your needs, show you the rooms that might suit you and explain the adjustments we can make.',
        label: 'Contact us',
        href: '/contact-us',
      },
      {
        type: 'aside',
        style: 'contact',
        heading: 'Talk to us before you book',
        body: 'We will talk through your needs and the adjustments we can make. Everything you tell us stays confidential.',
      },
      {
        type: 'aside',
        style: 'links',
        heading: 'Related pages',
        links: [
          { label: 'Wellbeing and welfare', href: '/wellness-welfare' },
          { label: 'For parents and guardians', href: '/parent' },
          { label: 'Questions and answers', href: '/faqs' },
        ],
      },
    ],
  },
  {
    slug: 'privacy-policy',
    title: 'Privacy policy',
    description:
      'How Ember & Oak Student Living collects, uses, shares and protects your personal data under UK GDPR, and the rights you have over your information.',
    blocks: [
      {
        type: 'rich-text',
        heading: 'Who we are',
        body: md(
          'This policy explains how Ember & Oak Student Living Ltd ("Ember & Oak", "we", "us") collects and uses personal data about people who visit our website, enquire about or book a room, live in our buildings, or act as guarantors, parents, agents or partners.',
          'We are the controller of your personal data for the purposes of the UK General Data Protection Regulation (UK GDPR) and the Data Protection Act 2018. Our registered office is at Square Gardens, Grosvenor Street, Manchester M1 7HL. You can contact our data protection lead at privacy@emberandoak.example.',
        ),
      },
      {
        type: 'rich-text',
        heading: 'The information we collect',
        body: md(
          'Enquiries and viewings: your name, contact details, the city and university you are interested in, and any preferences you give us.',
          'Bookings and tenancies: your date of birth, address, course and university, nationality and right-to-rent information where the law requires it, payment details, your guarantor’s details, and your tenancy history with us.',
          'Living with us: repair requests, messages to our teams, building access records, CCTV images in shared areas, and information about incidents. If you tell us about a disability or health condition so we can support you, we treat it as special category data and only use it for that purpose.',
          'Website use: information about your device and how you use our site, collected through cookies and similar technologies as explained in our cookie policy.',
        ),
      },
      {
        type: 'rich-text',
        heading: 'How we use it and our lawful bases',
        body: md(
          'We use your data to answer enquiries, arrange viewings, take and manage bookings, collect rent, carry out repairs, keep buildings safe and meet our legal obligations.',
          'Our lawful bases are: performance of a contract (your tenancy or booking); legal obligation (for example fire safety, tax and right-to-rent checks); legitimate interests (for example CCTV for security, preventing fraud and improving our services, where those interests are not outweighed by your rights); vital interests (in an emergency); and consent, for example for marketing, non-essential cookies and the use of health information to provide support.',
          'We send marketing emails and texts only where you have agreed to receive them, or where you are an existing customer and have not opted out, as permitted by the Privacy and Electronic Communications Regulations (PECR). Every message includes a simple way to unsubscribe.',
        ),
      },
      {
        type: 'rich-text',
        heading: 'Sharing, transfers and retention',
        body: md(
          'We share data only where necessary: with payment processors, IT and hosting providers, maintenance contractors, guarantor services you choose to use, and professional advisers, all under contracts that protect your data. We may share information with universities, the police or emergency services where the law allows or requires it, or where someone’s safety is at risk. We never sell your personal data.',
          'Some of our service providers process data outside the UK. Where they do, we make sure appropriate safeguards are in place, such as UK adequacy regulations or the International Data Transfer Agreement.',
          'We keep enquiry data for up to two years, tenancy and financial records for seven years after your tenancy ends, and CCTV footage for 30 days unless it is needed to investigate an incident.',
        ),
      },
      {
        type: 'rich-text',
        heading: 'Your rights',
        body: md(
          'You have the right to access your personal data, to have it corrected, to have it erased in some circumstances, to restrict or object to how we use it, to data portability, and to withdraw consent at any time where we rely on consent.',
          'To exercise any of these rights, email privacy@emberandoak.example. We will respond within one month. If you are unhappy with how we have handled your data, please tell us first so we can try to put it right. You also have the right to complain to the Information Commissioner’s Office (ICO) at ico.org.uk or on 0303 123 1113.',
          'We review this policy at least once a year. It was last updated in September 2026.',
        ),
      },
      {
        type: 'aside',
        style: 'links',
        heading: 'Related pages',
        links: [
          { label: 'Cookie policy', href: '/cookie-policy' },
          { label: 'Terms and conditions', href: '/terms-and-conditions' },
          { label: 'Contact us', href: '/contact-us' },
        ],
      },
      {
        type: 'aside',
        style: 'contact',
        heading: 'Questions about this page?',
        body: 'Write to us or call, and we will explain anything that is not clear.',
      },
    ],
  },
  {
    slug: 'cookie-policy',
    title: 'Cookie policy',
    description:
      'Which cookies and similar technologies the Ember & Oak website uses, why we use them, and how you can accept, refuse or change your choices at any time.',
    blocks: [
      {
        type: 'rich-text',
        heading: 'About cookies',
        body: md(
          'Cookies are small text files placed on your device when you visit a website. We also use similar technologies, such as local storage and small scripts, and this policy covers them too. Under the Privacy and Electronic Communications Regulations (PECR), we only set cookies that are not strictly necessary if you agree to them.',
          'When you first visit our website, a banner lets you accept or reject optional cookies by category. Nothing optional is set until you make a choice.',
        ),
      },
      {
        type: 'rich-text',
        heading: 'Strictly necessary cookies',
        body: md(
          'These make the website work and cannot be switched off. They keep you signed in, remember what is in your booking as you move between pages, protect forms against fraud and remember your cookie choices.',
          'They do not track you across other websites and are usually deleted when you close your browser or after a short, fixed period of no more than 12 months.',
        ),
      },
      {
        type: 'rich-text',
        heading: 'Analytics cookies',
        body: md(
          'With your consent, we use analytics cookies to understand how people find and use our website: which pages are visited, how long people stay and where they leave. The information is aggregated and helps us improve the site. It is not used to identify you or for advertising.',
          'Analytics cookies last for up to 13 months.',
        ),
      },
      {
        type: 'rich-text',
        heading: 'Session replay',
        body: md(
          'With your separate consent, we may record anonymised sessions on our website, capturing mouse movements, clicks and scrolling, so we can spot where people get stuck, for example in the booking form. Text you type into forms, payment details and passwords are masked and never recorded.',
          'Session recordings are kept for 90 days and then deleted. If you do not opt in, your visit is never recorded.',
        ),
      },
      {
        type: 'rich-text',
        heading: 'Changing your choices',
        body: md(
          'You can change or withdraw your consent at any time using the cookie settings link in the footer of every page. You can also delete cookies or block them in your browser settings, although some parts of the website may not work properly if you block strictly necessary cookies.',
          'If you have questions about this policy, email privacy@emberandoak.example. For more about how we handle personal data, see our privacy policy. This policy was last updated in September 2026.',
        ),
      },
      {
        type: 'aside',
        style: 'links',
        heading: 'Related pages',
        links: [
          { label: 'Privacy policy', href: '/privacy-policy' },
          { label: 'Terms and conditions', href: '/terms-and-conditions' },
          { label: 'Contact us', href: '/contact-us' },
        ],
      },
      {
        type: 'aside',
        style: 'contact',
        heading: 'Questions about this page?',
        body: 'Write to us or call, and we will explain anything that is not clear.',
      },
    ],
  },
  {
    slug: 'terms-and-conditions',
    title: 'Terms and conditions',
    description:
      'The terms that apply when you book with Ember & Oak Student Living: holding deposits, payments, cancellation rights, the cooling-off period and more.',
    blocks: [
      {
        type: 'rich-text',
        heading: 'About these terms',
        body: md(
          'These terms apply when you book a room with Ember & Oak Student Living Ltd, a company registered in England and Wales with its registered office at Square Gardens, Grosvenor Street, Manchester M1 7HL. They sit alongside your tenancy agreement, which sets out the detailed terms of your stay. If the two ever conflict, your tenancy agreement takes priority.',
          'Please read these terms carefully before you book. If you have any questions, contact us at hello@emberandoak.example or on 01632 960142.',
        ),
      },
      {
        type: 'rich-text',
        heading: 'Booking',
        body: md(
          'To book, you must be at least 18 years old at the start of your tenancy and be studying, or about to study, at a university or college. Your booking is confirmed when you have signed your tenancy agreement and paid the holding deposit, and we have sent you a confirmation email.',
          'We will allocate a specific room of the type you booked before your tenancy starts. We will take your preferences into account but cannot guarantee them. If, for reasons beyond our control, the room type you booked is not available, we will offer you a comparable or better room at no extra cost, or a full refund.',
        ),
      },
      {
        type: 'rich-text',
        heading: 'Payments',
        body: md(
          'The holding deposit is one week’s rent and is credited against your first rent payment. In line with the Tenant Fees Act 2019, we do not charge booking, administration or referencing fees.',
          'Rent is payable in full, in three instalments, or monthly, as set out in your tenancy agreement. If you pay in instalments, you will need a UK-based guarantor or an approved alternative, such as paying a term in advance. If a payment is more than 14 days late, we may charge interest at the rate permitted by law and contact your guarantor.',
        ),
      },
      {
        type: 'rich-text',
        heading: 'Cooling-off period',
        body: md(
          'If you book online, by phone or anywhere other than in person at one of our buildings, you have the right to cancel within 14 days of the day your tenancy agreement is signed, without giving a reason, under the Consumer Contracts (Information, Cancellation and Additional Charges) Regulations 2013.',
          'To cancel, email hello@emberandoak.example or use the cancellation form in your account. We will refund everything you have paid within 14 days of receiving your cancellation. If you ask to move in during the cooling-off period and then cancel, you will pay only for the nights you have stayed.',
        ),
      },
      {
        type: 'rich-text',
        heading: 'Cancellation after the cooling-off period',
        body: md(
          'After the cooling-off period your tenancy agreement is binding. We will, however, release you from it and refund your holding deposit and any rent paid in advance if, before your tenancy starts, you send us evidence that you have not got a place at a university or college in the city, or that your Student visa has been refused.',
          'In any other case, you can ask to be released early. We will do so if a suitable replacement resident takes over your room, and you will only be responsible for rent up to the date the replacement’s tenancy begins.',
        ),
      },
      {
        type: 'rich-text',
        heading: 'Our liability and complaints',
        body: md(
          'Nothing in these terms limits our liability for death or personal injury caused by our negligence, for fraud, or for anything else that cannot be limited by law, and nothing affects your statutory rights as a consumer or tenant.',
          'If something goes wrong, please tell your building team first. If you are not happy with their response, email complaints@emberandoak.example and we will reply within ten working days. These terms are governed by the law of England and Wales, and the courts of England and Wales have jurisdiction. These terms were last updated in September 2026.',
        ),
      },
      {
        type: 'aside',
        style: 'links',
        heading: 'Related pages',
        links: [
          { label: 'Privacy policy', href: '/privacy-policy' },
          { label: 'Cookie policy', href: '/cookie-policy' },
          { label: 'Contact us', href: '/contact-us' },
        ],
      },
      {
        type: 'aside',
        style: 'contact',
        heading: 'Questions about this page?',
        body: 'Write to us or call, and we will explain anything that is not clear.',
      },
    ],
  },
];
