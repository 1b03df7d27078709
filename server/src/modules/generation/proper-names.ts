/**
 * Common given names (English-speaking countries first, then names often seen in international news and sport). A
 * Title Case title hides which of its words are names ('Bill Cosby On Grandmothers'): a capitalised word from this list
 * followed by another capitalised word is a person's name, and keeps its capitals where a community never wrote it.
 */
export const GIVEN_NAMES = new Set(
  `aaron adam adrian aidan alan albert alex alexander alfred alice alicia allen alyssa amanda amber amy andrea andrew angela
  angelina anna anne anthony antonio arnold arthur ashley audrey austin barack barbara barry ben benjamin bernie beth betty
  bill billy blake bob bobby brad bradley brandon brenda brett brian bridget britney brittany bruce bryan caleb calvin
  cameron carl carla carlos carol caroline carrie casey catherine charles charlie charlotte chelsea cheryl chris christian
  christina christine christopher cindy claire clara clint cody colin connor craig crystal cynthia dale dan dana daniel
  danielle danny darren dave david dean debbie deborah dennis derek diana diane dick donald donna doris doug douglas dustin
  dwayne dylan earl ed eddie edgar edith edward elaine eleanor elijah elizabeth ella ellen elon elvis emily emma eric erica
  erik erin ethan eugene evan eve frank fred frederick gabriel gary gavin gene george gerald gina glen glenn gordon grace
  greg gregory hank hannah harold harriet harry heather helen henry hillary holly howard hugh hugo ian isaac isabella jack
  jackie jacob jake james jamie jane janet janice jared jason jay jean jeff jeffrey jennifer jenny jeremy jerry jesse
  jessica jill jim jimmy joan joe joel john johnny jon jonathan jordan jose joseph josh joshua joyce juan judith judy julia
  julian julie justin karen kate katherine kathleen kathryn kathy katie kayla keith kelly ken kenneth kevin kim kimberly
  kirk kristen kyle larry laura lauren lawrence leah lee leo leon leonard leslie lily linda lindsay lisa liz logan lois
  lori louis louise lucas lucy luis luke lynn madison marcus margaret maria marie marilyn mario mark martha martin mary
  matt matthew maureen max megan melanie melissa michael michelle mike miley mitt molly monica morgan nancy naomi natalie
  nathan neil nicholas nick nicole noah norman oliver olivia oscar owen pamela patricia patrick paul paula peggy penny
  peter phil philip phillip rachel ralph randy ray raymond rebecca richard rick rita rob robert robin roger ron ronald
  rose ross roy ruby russell ruth ryan sally sam samantha samuel sandra sara sarah scott sean seth shannon sharon shawn
  sheila shirley sophia sophie stanley stephanie stephen steve steven stuart susan suzanne taylor ted teresa terry theodore
  theresa thomas tiffany tim timothy tina todd tom tommy tony tracy travis trevor troy tyler valerie vanessa victor
  victoria vincent virginia walter wanda warren wayne wendy wesley will william willie zach zachary`.split(/\s+/),
);

/** Whether a word, in any case, is a common given name. */
export const isGivenName = (word: string) => GIVEN_NAMES.has(word.toLowerCase());

/**
 * Places written with a capital wherever they stand: countries, US states, Canadian provinces, continents and large
 * cities, one word each (a name of several words is read word by word: 'new' of 'New York' is no place alone). A title's
 * first word or a Title Case title gives them a capital that says nothing, so a community's own writing is not needed.
 */
export const PLACES = new Set(
  `afghanistan africa alabama alaska albania alberta algeria america amsterdam angola antarctica argentina arizona
  arkansas armenia asia athens atlanta australia austria azerbaijan baghdad bahamas bangladesh barcelona beijing belarus
  belgium berlin bolivia bosnia boston brazil britain brooklyn brussels bulgaria cairo california cambodia cameroon
  canada chicago chile china colombia colorado connecticut croatia cuba cyprus czechia dallas delaware denmark denver
  detroit dublin ecuador edinburgh egypt england estonia ethiopia europe finland florida france georgia germany ghana
  glasgow greece greenland guatemala haiti hawaii helsinki honduras hungary iceland idaho illinois india indiana
  indonesia iowa iran iraq ireland israel istanbul italy jamaica japan jerusalem jordan kansas kentucky kenya korea
  kosovo kuwait laos latvia lebanon libya lisbon lithuania london louisiana luxembourg madrid maine malaysia malta
  manchester manhattan manitoba maryland massachusetts melbourne mexico miami michigan minnesota mississippi missouri
  moldova mongolia montana montenegro montreal morocco moscow mumbai myanmar nebraska nepal netherlands nevada nigeria
  norway ohio oklahoma ontario oregon oslo pakistan palestine panama paraguay paris pennsylvania peru philadelphia
  philippines poland portland portugal prague quebec romania rome russia rwanda saskatchewan scotland seattle senegal
  serbia shanghai siberia singapore slovakia slovenia somalia spain stockholm sudan sweden switzerland sydney syria
  taiwan tanzania tennessee texas thailand tokyo toronto tunisia turkey uganda ukraine uruguay utah uzbekistan
  vancouver venezuela vermont vienna vietnam virginia wales warsaw washington wisconsin wyoming yemen zambia
  zimbabwe`.split(/\s+/),
);

/** Whether a word, in any case, is a place always written with a capital. */
export const isPlace = (word: string) => PLACES.has(word.toLowerCase());
