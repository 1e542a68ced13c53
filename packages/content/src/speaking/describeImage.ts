import type { DescribeImageItem } from '../types';

/**
 * Speaking: Describe Image. `chart` is invented data the picture is drawn from (`imageType` equals `chart.kind`);
 * `keyPoints` are facts read off that data; `modelAnswer` is a 60-110 word description (overview, key features,
 * comparison, conclusion) consistent with it.
 */
export const describeImage: DescribeImageItem[] = [
  {
    key: 'di-001',
    task: 'speaking.describeImage',
    title: 'Library Borrowing by Month',
    complexity: 'EASY',
    prediction: { weekly: true },
    imageType: 'BAR_CHART',
    chart: {
      kind: 'BAR_CHART',
      title: 'Books borrowed each month at a town library',
      unit: 'books',
      yLabel: 'Books borrowed',
      categories: ['January', 'February', 'March', 'April', 'May', 'June'],
      series: [{ name: 'Books borrowed', values: [320, 280, 350, 410, 390, 450] }],
    },
    keyPoints: [
      'borrowing was lowest in February at 280 books',
      'borrowing peaked in June at 450 books',
      'general upward trend from January to June',
      'small dip in May to 390 books',
    ],
    modelAnswer:
      'This bar chart shows how many books were borrowed each month at a town library from January to June. Overall, borrowing followed a general upward trend. The lowest figure was in February, at about 280 books, after which numbers rose steadily to 410 in April. There was a small dip in May to 390 books, but borrowing then peaked in June at 450 books. In conclusion, the library became noticeably busier over the six months, with June the most popular month.',
    explanation:
      'A strong answer names what the chart shows and the period, gives the overall upward trend, picks out the lowest and highest months with their figures, and ends with a one-sentence conclusion.',
  },
  {
    key: 'di-002',
    task: 'speaking.describeImage',
    title: 'How a Town Gets News',
    complexity: 'EASY',
    imageType: 'PIE_CHART',
    chart: {
      kind: 'PIE_CHART',
      title: 'How adults in one town mainly get their news',
      unit: '%',
      slices: [
        { label: 'News websites', value: 35 },
        { label: 'Television', value: 30 },
        { label: 'Social media', value: 20 },
        { label: 'Radio', value: 10 },
        { label: 'Newspapers', value: 5 },
      ],
    },
    keyPoints: [
      'news websites are the largest source at 35 per cent',
      'television is close behind at 30 per cent',
      'social media accounts for 20 per cent',
      'newspapers are the smallest source at 5 per cent',
    ],
    modelAnswer:
      'This pie chart shows the main ways adults in one town get their news. Overall, digital and broadcast sources dominate. News websites are the largest source at 35 per cent, with television close behind at 30 per cent. Social media accounts for a further 20 per cent. By contrast, radio makes up only 10 per cent, and newspapers are the smallest source at just 5 per cent. In conclusion, most people in the town rely on screens rather than print for their news.',
    explanation:
      'Describe the slices from largest to smallest with their percentages, compare the close pair (websites and television) and contrast them with the small print share, then conclude with the overall pattern.',
  },
  {
    key: 'di-003',
    task: 'speaking.describeImage',
    title: 'Sunny Afternoon in the Park',
    complexity: 'EASY',
    imageType: 'PICTURE',
    chart: {
      kind: 'PICTURE',
      title: 'A sunny afternoon in a riverside park',
      elements: [
        { kind: 'sun', x: 85, y: 12, size: 14 },
        { kind: 'cloud', x: 20, y: 15, size: 18 },
        { kind: 'bird', x: 60, y: 25, size: 6 },
        { kind: 'tree', x: 15, y: 55, size: 30 },
        { kind: 'tree', x: 80, y: 55, size: 26 },
        { kind: 'bench', x: 47, y: 66, size: 12 },
        { kind: 'person', x: 40, y: 62, size: 10 },
        { kind: 'person', x: 55, y: 62, size: 10 },
        { kind: 'river', x: 50, y: 88, size: 40 },
      ],
    },
    keyPoints: [
      'a sunny afternoon in a riverside park',
      'two people sitting near a bench in the middle',
      'large trees on both the left and right',
      'a river running along the bottom',
      'sun, a small cloud and a bird in the sky',
    ],
    modelAnswer:
      'This picture shows a sunny afternoon in a riverside park. In the centre, two people are sitting near a wooden bench, apparently enjoying the weather. On both the left and the right there are large trees giving some shade. A river runs along the bottom of the image, and in the sky above there is a bright sun, a small cloud and a single bird flying past. Overall, the scene looks calm and relaxing, a typical place for people to spend their free time outdoors.',
    explanation:
      'For a picture, say what the scene is, then move through it in a clear order (centre, sides, bottom, sky) naming the main elements, and finish with the overall impression.',
  },
  {
    key: 'di-004',
    task: 'speaking.describeImage',
    title: 'Cafe Drink Prices',
    complexity: 'EASY',
    imageType: 'TABLE',
    chart: {
      kind: 'TABLE',
      title: 'Drink prices at a small cafe, in dollars',
      columns: ['Drink', 'Small', 'Large'],
      rows: [
        ['Coffee', 2.5, 3.5],
        ['Tea', 2, 3],
        ['Hot chocolate', 3, 4],
        ['Fruit juice', 2.5, 4.5],
      ],
    },
    keyPoints: [
      'tea is the cheapest drink in both sizes',
      'hot chocolate is the most expensive small drink at 3 dollars',
      'large fruit juice is the most expensive item',
      'large drinks cost one or two dollars more',
    ],
    modelAnswer:
      'This table shows the prices of four drinks at a small cafe, in small and large sizes. Overall, large drinks cost between one and two dollars more than small ones. Tea is the cheapest drink in both sizes, at 2 dollars for a small and 3 dollars for a large. Hot chocolate is the most expensive small drink at 3 dollars, while a large fruit juice is the most expensive item of all, at 4 dollars 50. Coffee sits in the middle. In conclusion, customers on a budget would do best to choose tea.',
    explanation:
      'A good answer states the overall price difference between sizes, then identifies the cheapest and most expensive items with their prices instead of reading every cell, and ends with a brief conclusion.',
  },
  {
    key: 'di-005',
    task: 'speaking.describeImage',
    title: 'Temperatures in a Coastal Town',
    complexity: 'EASY',
    imageType: 'GRAPH',
    chart: {
      kind: 'GRAPH',
      title: 'Average daytime temperature in a coastal town through the year',
      unit: 'degrees Celsius',
      xLabel: 'Month',
      yLabel: 'Temperature',
      xValues: ['Jan', 'Mar', 'May', 'Jul', 'Sep', 'Nov'],
      series: [{ name: 'Average temperature', values: [8, 12, 18, 25, 20, 11] }],
    },
    keyPoints: [
      'temperature rises steadily from January to July',
      'warmest month is July at about 25 degrees',
      'coldest month is January at about 8 degrees',
      'temperature falls again to 11 degrees in November',
    ],
    modelAnswer:
      'This line graph shows the average daytime temperature in a coastal town across the year. Overall, temperatures follow a clear seasonal pattern. In January the town is at its coldest, at about 8 degrees. The temperature then climbs steadily through March and May to reach a peak in July, at roughly 25 degrees. After that it falls again, to 20 degrees in September and 11 degrees in November. In conclusion, the town has mild winters and warm summers, with a difference of about 17 degrees between the extremes.',
    explanation:
      'Describe the shape of the line (rise, peak, fall), give the lowest and highest values with their months, and conclude with the seasonal range.',
  },
  {
    key: 'di-006',
    task: 'speaking.describeImage',
    title: 'Planting a Young Tree',
    complexity: 'EASY',
    imageType: 'FLOW_CHART',
    chart: {
      kind: 'FLOW_CHART',
      title: 'How to plant a young tree',
      steps: [
        'Choose a sunny spot',
        'Dig a wide hole',
        'Place the tree in the hole',
        'Fill the hole with soil',
        'Water the tree well',
        'Spread mulch around the base',
      ],
      cycle: false,
    },
    keyPoints: [
      'six steps for planting a young tree',
      'begins by choosing a sunny spot and digging a hole',
      'the tree is placed in the hole and covered with soil',
      'ends with watering and spreading mulch',
    ],
    modelAnswer:
      'This flow chart shows the six steps involved in planting a young tree. The process begins by choosing a sunny spot and digging a wide hole. Next, the tree is placed in the hole, and the hole is filled with soil around the roots. After that, the tree is watered well. Finally, mulch is spread around the base to keep the soil moist. Overall, the process is simple and linear, moving from preparing the ground to caring for the newly planted tree.',
    explanation:
      'For a process, say how many stages there are, walk through them with sequencing words such as first, next, after that and finally, and conclude by describing the process as a whole.',
  },
  {
    key: 'di-007',
    task: 'speaking.describeImage',
    title: 'Map of a City Zoo',
    complexity: 'EASY',
    prediction: { monthly: true },
    imageType: 'MAP',
    chart: {
      kind: 'MAP',
      title: 'Map of a city zoo',
      features: [
        { label: 'Main Entrance', kind: 'building', x: 50, y: 92 },
        { label: 'Main Path', kind: 'road', x: 50, y: 60 },
        { label: 'Penguin Pool', kind: 'water', x: 20, y: 25 },
        { label: 'Elephant Field', kind: 'park', x: 78, y: 25 },
        { label: 'Gift Shop', kind: 'shop', x: 68, y: 86 },
        { label: 'Zoo Train Stop', kind: 'station', x: 22, y: 80 },
        { label: 'Learning Centre', kind: 'school', x: 82, y: 55 },
        { label: 'Animal Clinic', kind: 'hospital', x: 15, y: 52 },
      ],
    },
    keyPoints: [
      'main entrance at the bottom of the map',
      'main path runs up through the centre',
      'penguin pool in the top left corner',
      'elephant field in the top right',
      'gift shop next to the entrance',
    ],
    modelAnswer:
      'This map shows the layout of a city zoo. Visitors arrive through the main entrance at the bottom of the map, where there is a gift shop just to the right. From there, a main path runs up through the centre of the zoo. In the top left corner is the penguin pool, while the elephant field takes up the top right. The animal clinic is on the left side, and the learning centre is on the right. A zoo train stop is in the bottom left. Overall, the zoo is well organised around a single central path.',
    explanation:
      'For a map, start from a clear reference point such as the entrance, use position words (top left, on the right, next to) to locate each feature, and finish with a comment on the overall layout.',
  },
  {
    key: 'di-008',
    task: 'speaking.describeImage',
    title: 'Sports Club Membership',
    complexity: 'EASY',
    imageType: 'BAR_CHART',
    chart: {
      kind: 'BAR_CHART',
      title: 'Members of a local sports club by activity',
      unit: 'members',
      yLabel: 'Number of members',
      categories: ['Football', 'Swimming', 'Tennis', 'Basketball'],
      series: [
        { name: 'Children', values: [80, 60, 25, 50] },
        { name: 'Adults', values: [45, 70, 40, 20] },
      ],
    },
    keyPoints: [
      'football is most popular with children at 80',
      'swimming is most popular with adults at 70',
      'tennis has the fewest child members at 25',
      'basketball has the fewest adult members at 20',
    ],
    modelAnswer:
      'This bar chart compares the number of children and adults in four activities at a local sports club. Football is by far the most popular activity among children, with 80 young members, compared with 45 adults. Swimming, however, is the favourite for adults, at 70 members, slightly more than the 60 children. Tennis attracts the fewest children, only 25, while basketball has the fewest adults, at 20. Overall, children prefer team sports, whereas adults tend to choose swimming and tennis.',
    explanation:
      'With two groups, compare them directly: name the favourite and least popular activity for each group with figures, then sum up how the two groups differ.',
  },
  {
    key: 'di-009',
    task: 'speaking.describeImage',
    title: "A Family's Monthly Budget",
    complexity: 'EASY',
    imageType: 'PIE_CHART',
    chart: {
      kind: 'PIE_CHART',
      title: 'How one family spends its monthly budget',
      unit: '%',
      slices: [
        { label: 'Housing', value: 35 },
        { label: 'Food', value: 25 },
        { label: 'Transport', value: 15 },
        { label: 'Savings', value: 10 },
        { label: 'Leisure', value: 10 },
        { label: 'Other', value: 5 },
      ],
    },
    keyPoints: [
      'housing is the largest expense at 35 per cent',
      'food takes a quarter of the budget',
      'transport accounts for 15 per cent',
      'savings and leisure take 10 per cent each',
    ],
    modelAnswer:
      'This pie chart illustrates how one family divides its monthly budget. The largest share, 35 per cent, goes on housing. Food is the second biggest expense, taking a quarter of the budget. Transport accounts for 15 per cent, while savings and leisure take 10 per cent each. The remaining 5 per cent is spent on other items. Overall, housing and food together make up 60 per cent of spending, which leaves a relatively small amount for saving and enjoyment.',
    explanation:
      'Go from the largest slice to the smallest, group equal slices together, and conclude by combining the two biggest shares to show where most of the money goes.',
  },
  {
    key: 'di-010',
    task: 'speaking.describeImage',
    title: 'Student Sleep During Term',
    complexity: 'AVERAGE',
    imageType: 'GRAPH',
    chart: {
      kind: 'GRAPH',
      title: 'Average nightly sleep of university students during one term',
      unit: 'hours',
      xLabel: 'Week of term',
      yLabel: 'Hours of sleep',
      xValues: ['Week 1', 'Week 3', 'Week 5', 'Week 7', 'Week 9', 'Week 11'],
      series: [
        { name: 'Weeknights', values: [7.5, 7.2, 6.9, 6.8, 6.4, 6.0] },
        { name: 'Weekends', values: [8.8, 8.6, 8.5, 8.3, 8.0, 7.4] },
      ],
    },
    keyPoints: [
      'sleep declines steadily over the term',
      'weeknight sleep falls from 7.5 to 6 hours',
      'students sleep more at weekends throughout',
      'weekend sleep drops sharply to 7.4 hours by week 11',
    ],
    modelAnswer:
      "This line graph shows how many hours university students sleep per night across an eleven week term, comparing weeknights and weekends. Overall, sleep declines steadily as the term goes on. On weeknights, students begin with about 7.5 hours in week 1, but this falls to just 6 hours by week 11. Students sleep more at weekends throughout, starting at 8.8 hours, although weekend sleep also drops sharply at the end, to 7.4 hours. In conclusion, the demands of the term, probably including exams, seem to cut into students' rest.",
    explanation:
      'State the shared downward trend first, then give start and end values for each line, note that one line stays above the other, and end with a reasonable interpretation.',
  },
  {
    key: 'di-011',
    task: 'speaking.describeImage',
    title: 'Reading Programme Results',
    complexity: 'AVERAGE',
    imageType: 'TABLE',
    chart: {
      kind: 'TABLE',
      title: 'Average reading scores before and after a reading programme in three schools',
      columns: ['School', 'Pupils', 'Score before', 'Score after'],
      rows: [
        ['School A', 120, 54, 68],
        ['School B', 90, 61, 70],
        ['School C', 150, 48, 63],
      ],
    },
    keyPoints: [
      'scores rose in all three schools',
      'School C improved the most, by 15 points',
      'School B had the highest scores but the smallest gain',
      'School C is the largest school with 150 pupils',
    ],
    modelAnswer:
      'This table compares average reading scores in three schools before and after a reading programme, along with the number of pupils. Overall, scores rose in all three schools. School C, the largest with 150 pupils, started lowest at 48 but improved the most, by 15 points, to 63. School A rose by 14 points, from 54 to 68. School B had the highest scores both times, but its gain was the smallest, just 9 points. In conclusion, the programme appears to have helped most where scores were weakest.',
    explanation:
      'Rather than reading every number, calculate and compare the changes: say that all schools improved, which improved most and least, and link the gains to the starting scores in the conclusion.',
  },
  {
    key: 'di-012',
    task: 'speaking.describeImage',
    title: 'Making Recycled Paper',
    complexity: 'AVERAGE',
    prediction: { weekly: true, monthly: true },
    imageType: 'FLOW_CHART',
    chart: {
      kind: 'FLOW_CHART',
      title: 'How recycled paper is made',
      steps: [
        'Collect used paper',
        'Sort and clean it',
        'Mix with water into pulp',
        'Remove the ink',
        'Press and dry the sheets',
        'Roll into new paper',
      ],
      cycle: false,
    },
    keyPoints: [
      'used paper is collected, sorted and cleaned',
      'paper is mixed with water to form pulp',
      'ink is removed from the pulp',
      'sheets are pressed, dried and rolled into new paper',
    ],
    modelAnswer:
      'This flow chart illustrates the six stages in making recycled paper. First, used paper is collected, and then it is sorted and cleaned to remove unwanted material. In the third stage, the paper is mixed with water to form a pulp, after which the ink is removed. The clean pulp is then pressed and dried into sheets. Finally, these sheets are rolled into new paper, ready to be used again. Overall, the diagram shows a linear process that turns waste into a useful product.',
    explanation:
      'Use the passive voice and sequencing words to move through all six stages in order, then sum up the purpose of the process in one sentence.',
  },
  {
    key: 'di-013',
    task: 'speaking.describeImage',
    title: 'Phone Use by Age',
    complexity: 'AVERAGE',
    imageType: 'BAR_CHART',
    chart: {
      kind: 'BAR_CHART',
      title: 'Average daily smartphone use by age group in one survey',
      unit: 'hours',
      yLabel: 'Hours per day',
      categories: ['18-24', '25-34', '35-49', '50-64', '65 and over'],
      series: [
        { name: 'Weekdays', values: [4.5, 3.8, 3.0, 2.2, 1.5] },
        { name: 'Weekends', values: [5.5, 4.6, 3.4, 2.6, 1.8] },
      ],
    },
    keyPoints: [
      'phone use falls steadily with age',
      'the 18 to 24 group uses phones most, 5.5 hours at weekends',
      'people aged 65 and over use phones least',
      'weekend use is higher in every age group',
    ],
    modelAnswer:
      'This bar chart shows average daily smartphone use by age group, comparing weekdays and weekends. The most striking feature is that use falls steadily with age. People aged 18 to 24 use their phones the most, about 4.5 hours on weekdays and 5.5 hours at weekends. In contrast, those aged 65 and over use them least, at only 1.5 and 1.8 hours. In addition, weekend use is higher in every age group. In conclusion, younger people spend roughly three times as long on their phones as the oldest group.',
    explanation:
      'Lead with the clearest pattern (use falls with age), support it with the figures for the youngest and oldest groups, add the weekday and weekend comparison, and conclude with a summarising comparison.',
  },
  {
    key: 'di-014',
    task: 'speaking.describeImage',
    title: 'Island Electricity Sources',
    complexity: 'AVERAGE',
    imageType: 'PIE_CHART',
    chart: {
      kind: 'PIE_CHART',
      title: 'Sources of electricity on an island in one year',
      unit: '%',
      slices: [
        { label: 'Wind', value: 30 },
        { label: 'Gas', value: 25 },
        { label: 'Solar', value: 20 },
        { label: 'Hydro', value: 15 },
        { label: 'Oil', value: 10 },
      ],
    },
    keyPoints: [
      'wind is the largest source at 30 per cent',
      'gas provides a quarter of electricity',
      'renewables together supply 65 per cent',
      'oil is the smallest source at 10 per cent',
    ],
    modelAnswer:
      "This pie chart shows where an island's electricity came from in one year. Wind is the largest single source, supplying 30 per cent. Gas provides a quarter of the total, while solar power contributes 20 per cent. Hydroelectric power accounts for 15 per cent, and oil is the smallest source at only 10 per cent. Overall, renewable sources, that is wind, solar and hydro, together supply 65 per cent of the island's electricity, so fossil fuels play a smaller role.",
    explanation:
      'Describe each source with its share, then group the slices into renewable and fossil sources so the conclusion makes a meaningful comparison rather than repeating numbers.',
  },
  {
    key: 'di-015',
    task: 'speaking.describeImage',
    title: 'New Campus Layout',
    complexity: 'AVERAGE',
    imageType: 'MAP',
    chart: {
      kind: 'MAP',
      title: 'Proposed layout of a new university campus',
      features: [
        { label: 'Main Library', kind: 'building', x: 50, y: 45 },
        { label: 'Science Building', kind: 'building', x: 25, y: 25 },
        { label: 'Student Union', kind: 'building', x: 75, y: 25 },
        { label: 'Medical Centre', kind: 'hospital', x: 12, y: 50 },
        { label: 'Campus Road', kind: 'road', x: 50, y: 80 },
        { label: 'Bus Station', kind: 'station', x: 50, y: 93 },
        { label: 'Campus Lake', kind: 'water', x: 25, y: 68 },
        { label: 'Sports Field', kind: 'park', x: 78, y: 68 },
      ],
    },
    keyPoints: [
      'main library at the centre of the campus',
      'science building to the north west',
      'sports field in the south east',
      'bus station at the southern edge',
      'lake in the south west',
    ],
    modelAnswer:
      'This map shows the proposed layout of a new university campus. The main library sits at the centre, with the science building to the north west and the student union to the north east. A medical centre is planned on the western side. In the south, a campus road runs from east to west, and the bus station is located at the southern edge. To the south west there is a lake, while a large sports field occupies the south east. Overall, academic buildings are grouped in the north, and leisure facilities are in the south.',
    explanation:
      'Anchor the description on the central feature, use compass directions consistently for the others, and conclude by explaining how the plan groups different functions.',
  },
  {
    key: 'di-016',
    task: 'speaking.describeImage',
    title: 'Fishing Boats in Harbour',
    complexity: 'AVERAGE',
    imageType: 'PICTURE',
    chart: {
      kind: 'PICTURE',
      title: 'Fishing boats returning to a small harbour',
      elements: [
        { kind: 'sun', x: 82, y: 14, size: 16 },
        { kind: 'cloud', x: 28, y: 12, size: 20 },
        { kind: 'bird', x: 50, y: 22, size: 6 },
        { kind: 'bird', x: 60, y: 28, size: 6 },
        { kind: 'house', x: 12, y: 45, size: 20 },
        { kind: 'house', x: 88, y: 45, size: 18 },
        { kind: 'person', x: 45, y: 55, size: 8 },
        { kind: 'boat', x: 30, y: 74, size: 24 },
        { kind: 'boat', x: 66, y: 78, size: 16 },
      ],
    },
    keyPoints: [
      'two fishing boats in the harbour',
      'a larger boat on the left, a smaller one on the right',
      'a person waiting on the quay',
      'houses on both sides of the harbour',
      'birds flying above the boats',
    ],
    modelAnswer:
      'This picture shows fishing boats returning to a small harbour. In the foreground there are two boats, a larger one on the left and a smaller one on the right. In the middle, a person appears to be standing on the quay, perhaps waiting for the boats to come in. Small houses line both sides of the harbour, and above them a couple of birds are flying. The sun is shining in the top right, with a cloud on the left. Overall, it is a peaceful scene of daily life in a fishing community.',
    explanation:
      'Name the scene, describe the foreground, middle and background in turn, compare similar elements (the two boats), and end with the mood or meaning of the scene.',
  },
  {
    key: 'di-017',
    task: 'speaking.describeImage',
    title: 'Online Versus In-store Sales',
    complexity: 'AVERAGE',
    imageType: 'GRAPH',
    chart: {
      kind: 'GRAPH',
      title: 'Monthly online and in-store sales of a clothing company',
      unit: 'thousand dollars',
      xLabel: 'Month',
      yLabel: 'Sales',
      xValues: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'],
      series: [
        { name: 'Online', values: [20, 24, 29, 33, 38, 42] },
        { name: 'In-store', values: [50, 47, 45, 44, 40, 38] },
      ],
    },
    keyPoints: [
      'online sales rose steadily from 20 to 42 thousand',
      'in-store sales fell from 50 to 38 thousand',
      'the gap between the two channels narrowed each month',
      'online sales overtook in-store sales in June',
    ],
    modelAnswer:
      "This line graph compares the monthly online and in-store sales of a clothing company over the first half of a year. The two lines move in opposite directions. Online sales rose steadily from 20 thousand dollars in January to 42 thousand in June. Meanwhile, in-store sales fell gradually from 50 thousand to 38 thousand. As a result, the gap between the two channels narrowed each month, and in June online sales overtook in-store sales for the first time. In conclusion, the company's customers are clearly shifting towards shopping online.",
    explanation:
      'Contrast the opposite trends with start and end values, point out the crossing point as the key feature, and conclude with what the change means.',
  },
  {
    key: 'di-018',
    task: 'speaking.describeImage',
    title: 'Land Use by Region',
    complexity: 'HARD',
    imageType: 'TABLE',
    chart: {
      kind: 'TABLE',
      title: 'Percentage of land used for farming, forest and towns in four regions',
      columns: ['Region', 'Farmland (%)', 'Forest (%)', 'Urban (%)'],
      rows: [
        ['North', 70, 20, 10],
        ['Central', 45, 35, 20],
        ['South', 30, 55, 15],
        ['Coast', 40, 25, 35],
      ],
    },
    keyPoints: [
      'farmland dominates the North at 70 per cent',
      'the North has the least urban land at 10 per cent',
      'the South is mostly forest at 55 per cent',
      'the Coast is the most urban region at 35 per cent',
      'the Central region is the most balanced',
    ],
    modelAnswer:
      'This table breaks down land use in four regions into farmland, forest and urban areas. The regions differ considerably. Farmland dominates the North, covering 70 per cent, while only 10 per cent is urban, the lowest figure in the table. The South, by contrast, is mostly forest, at 55 per cent. The Coast is the most urbanised region, with 35 per cent of its land under towns and cities. The Central region is the most balanced, with 45 per cent farmland and 35 per cent forest. Overall, each region has a distinct character, ranging from agricultural to heavily built up.',
    explanation:
      'Characterise each region by its dominant land use, highlight the extremes in each column, and conclude with the overall contrast between the regions.',
  },
  {
    key: 'di-019',
    task: 'speaking.describeImage',
    title: 'University Research Funding',
    complexity: 'HARD',
    prediction: { monthly: true },
    imageType: 'BAR_CHART',
    chart: {
      kind: 'BAR_CHART',
      title: 'Research funding by field at one university, five years ago and this year',
      unit: 'million dollars',
      yLabel: 'Funding',
      categories: ['Medicine', 'Engineering', 'Physical sciences', 'Social sciences', 'Humanities'],
      series: [
        { name: 'Five years ago', values: [42, 30, 22, 12, 8] },
        { name: 'This year', values: [55, 38, 24, 11, 6] },
      ],
    },
    keyPoints: [
      'medicine receives the most, rising from 42 to 55 million',
      'engineering grew from 30 to 38 million',
      'physical sciences changed little',
      'social sciences and humanities both declined',
      'humanities receive the least at 6 million',
    ],
    modelAnswer:
      'This bar chart compares research funding across five fields at one university, five years ago and this year. Overall, funding has become more concentrated in medicine and engineering. Medicine receives by far the most, and its budget rose from 42 to 55 million dollars. Engineering also grew, from 30 to 38 million, while the physical sciences changed little, edging up to 24 million. By contrast, both the social sciences and the humanities declined, with the humanities receiving the least, just 6 million dollars. In conclusion, the gap between the best and worst funded fields has widened.',
    explanation:
      'Open with the overall shift, then describe the growing, stable and shrinking fields with before and after figures, and conclude with what the changes mean for the gap between fields.',
  },
  {
    key: 'di-020',
    task: 'speaking.describeImage',
    title: 'The Water Cycle',
    complexity: 'HARD',
    imageType: 'FLOW_CHART',
    chart: {
      kind: 'FLOW_CHART',
      title: 'The water cycle',
      steps: [
        'Water evaporates from oceans',
        'Vapour condenses into clouds',
        'Rain or snow falls',
        'Water runs into rivers',
        'Rivers return water to the sea',
      ],
      cycle: true,
    },
    keyPoints: [
      'the water cycle is a continuous loop',
      'heat causes water to evaporate from oceans',
      'vapour condenses to form clouds',
      'precipitation falls as rain or snow',
      'rivers carry water back to the sea',
    ],
    modelAnswer:
      'This diagram illustrates the water cycle, a continuous loop with five stages. The cycle begins when heat causes water to evaporate from the oceans. As this vapour rises and cools, it condenses to form clouds. Eventually, precipitation falls as rain or snow. The water then runs off the land into rivers, and the rivers carry it back to the sea, where the process starts again. Overall, the diagram shows that the same water is constantly recycled between the sea, the air and the land.',
    explanation:
      'Make clear that the process is a cycle with no real end, describe each stage with precise verbs such as evaporate and condense, and conclude by explaining what the cycle achieves.',
  },
  {
    key: 'di-021',
    task: 'speaking.describeImage',
    title: 'Growth of Three Cities',
    complexity: 'HARD',
    imageType: 'GRAPH',
    chart: {
      kind: 'GRAPH',
      title: 'Population of three cities from 1960 to 2020',
      unit: 'million people',
      xLabel: 'Year',
      yLabel: 'Population',
      xValues: ['1960', '1980', '2000', '2020'],
      series: [
        { name: 'City A', values: [1.2, 2.5, 4.1, 6.8] },
        { name: 'City B', values: [2.0, 2.6, 3.1, 3.4] },
        { name: 'City C', values: [3.5, 3.2, 2.9, 2.7] },
      ],
    },
    keyPoints: [
      'City A grew rapidly from 1.2 to 6.8 million',
      'City A overtook both others between 1980 and 2000',
      'City B grew slowly to 3.4 million',
      'City C declined from 3.5 to 2.7 million',
    ],
    modelAnswer:
      'This line graph tracks the populations of three cities between 1960 and 2020. The cities followed very different paths. City A grew rapidly, from just 1.2 million in 1960 to 6.8 million in 2020, overtaking both other cities between 1980 and 2000. City B grew slowly but steadily, from 2 million to 3.4 million. City C, on the other hand, declined throughout the period, falling from 3.5 million, the largest population in 1960, to 2.7 million. In conclusion, City A has become by far the largest city, while City C has shrunk.',
    explanation:
      'With three lines, give each its own trend with start and end values, point out where the ranking changed, and conclude with the final position of the cities.',
  },
  {
    key: 'di-022',
    task: 'speaking.describeImage',
    title: 'Where Food Is Wasted',
    complexity: 'HARD',
    imageType: 'PIE_CHART',
    chart: {
      kind: 'PIE_CHART',
      title: 'Share of food waste at each stage of the food chain in one region',
      unit: '%',
      slices: [
        { label: 'Households', value: 45 },
        { label: 'Farms and harvest', value: 20 },
        { label: 'Processing', value: 15 },
        { label: 'Shops and markets', value: 13 },
        { label: 'Restaurants', value: 7 },
      ],
    },
    keyPoints: [
      'households produce the most waste at 45 per cent',
      'farms and harvest account for a fifth',
      'restaurants waste the least at 7 per cent',
      'more than half of waste happens at the consumer end',
    ],
    modelAnswer:
      'This pie chart shows how food waste in one region is divided between the stages of the food chain. Households are responsible for the largest share by far, at 45 per cent. Farms and harvesting account for a fifth of the total, and processing for 15 per cent. Shops and markets produce 13 per cent, while restaurants waste the least, at 7 per cent. Taken together, households and restaurants account for 52 per cent, so more than half of the waste happens at the consumer end. This suggests that campaigns aimed at consumers could have the greatest impact.',
    explanation:
      'Describe the slices in order of size, then combine related slices to draw a conclusion (most waste happens after food is sold) and suggest its implication.',
  },
  {
    key: 'di-023',
    task: 'speaking.describeImage',
    title: 'Commuting in One City',
    complexity: 'HARD',
    prediction: { weekly: true },
    imageType: 'TABLE',
    chart: {
      kind: 'TABLE',
      title: 'Commuting survey in one city: share, trip time and satisfaction by mode',
      columns: ['Mode', 'Share (%)', 'Average trip (minutes)', 'Satisfaction (out of 10)'],
      rows: [
        ['Car', 42, 35, 6.1],
        ['Bus', 23, 48, 5.2],
        ['Train', 18, 40, 7.0],
        ['Bicycle', 11, 25, 8.3],
        ['Walking', 6, 18, 8.8],
      ],
    },
    keyPoints: [
      'car is the most common mode at 42 per cent',
      'bus trips are the longest at 48 minutes',
      'bus users are the least satisfied at 5.2',
      'walkers are the most satisfied at 8.8 out of 10',
      'shorter trips generally go with higher satisfaction',
    ],
    modelAnswer:
      "This table presents a commuting survey in one city, showing each mode's share of commuters, average trip time and satisfaction score. The car is the most common mode, used by 42 per cent of commuters, followed by the bus at 23 per cent. However, bus trips are the longest, at 48 minutes, and bus users are the least satisfied, scoring only 5.2 out of 10. In contrast, walkers and cyclists have the shortest trips and are the most satisfied, with walkers scoring 8.8. Overall, shorter trips generally go with higher satisfaction, although train users are fairly content despite a 40 minute journey.",
    explanation:
      'With several columns, pick out the extreme values in each, then connect the columns (trip length and satisfaction) to reach a conclusion, noting any exception.',
  },
  {
    key: 'di-024',
    task: 'speaking.describeImage',
    title: 'Plan for a New Suburb',
    complexity: 'HARD',
    imageType: 'MAP',
    chart: {
      kind: 'MAP',
      title: 'Plan of a new residential suburb',
      features: [
        { label: 'Housing Area', kind: 'building', x: 25, y: 25 },
        { label: 'Railway Station', kind: 'station', x: 85, y: 12 },
        { label: 'Community Park', kind: 'park', x: 45, y: 52 },
        { label: 'Pond', kind: 'water', x: 45, y: 70 },
        { label: 'Shopping Centre', kind: 'shop', x: 75, y: 45 },
        { label: 'Health Clinic', kind: 'hospital', x: 78, y: 72 },
        { label: 'Primary School', kind: 'school', x: 18, y: 68 },
        { label: 'Ring Road', kind: 'road', x: 50, y: 92 },
      ],
    },
    keyPoints: [
      'housing area in the north west',
      'railway station in the north east corner',
      'community park with a pond at the centre',
      'primary school in the south west',
      'ring road along the southern edge',
    ],
    modelAnswer:
      'This map shows the plan of a new residential suburb. The housing area occupies the north west, while a railway station is located in the north east corner, giving residents a link to the city. At the centre is a community park, with a pond just to its south. The shopping centre lies to the east of the park, with a health clinic below it in the south east. A primary school is planned in the south west, and a ring road runs along the southern edge. Overall, the design places everyday services within easy walking distance of homes.',
    explanation:
      'Locate each planned feature with compass directions relative to the centre, keep a logical route around the map, and conclude with a judgement about the design as a whole.',
  },
  {
    key: 'di-025',
    task: 'speaking.describeImage',
    title: 'Mountain Village Scene',
    complexity: 'HARD',
    imageType: 'PICTURE',
    chart: {
      kind: 'PICTURE',
      title: 'A small village at the foot of the mountains',
      elements: [
        { kind: 'mountain', x: 25, y: 25, size: 40 },
        { kind: 'mountain', x: 70, y: 22, size: 38 },
        { kind: 'cloud', x: 48, y: 10, size: 15 },
        { kind: 'tree', x: 12, y: 60, size: 18 },
        { kind: 'house', x: 35, y: 58, size: 14 },
        { kind: 'house', x: 52, y: 60, size: 12 },
        { kind: 'tree', x: 86, y: 60, size: 20 },
        { kind: 'car', x: 70, y: 72, size: 10 },
        { kind: 'bicycle', x: 40, y: 75, size: 7 },
        { kind: 'river', x: 55, y: 88, size: 35 },
      ],
    },
    keyPoints: [
      'a small village below two large mountains',
      'two houses in the middle of the picture',
      'trees on both sides of the village',
      'a river flowing across the foreground',
      'a car and a bicycle near the river',
    ],
    modelAnswer:
      'This picture shows a small village at the foot of the mountains. In the background, two large mountains dominate the scene, with a single cloud between their peaks. In the middle ground there are two small houses, with trees on both the left and right sides of the village. A river flows across the foreground, and near it we can see a car and a bicycle, which suggest that people live and travel here. Overall, the image gives the impression of a quiet rural community in a beautiful natural setting.',
    explanation:
      'Organise the description by depth (background, middle ground, foreground), mention every main element with its position, and end with an interpretation of the scene.',
  },
];
