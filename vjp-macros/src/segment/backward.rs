//! The backward a segment writes: the pullbacks in reverse, each value's cotangent the sum of
//! its uses' contributions (`Sums`), loops and branches in reverse as their forwards kept them.

use super::*;

impl Writer<'_> {
    /// The backward of `steps`, given the cotangents `seeds` of some of their values; the
    /// cotangents of the values from outside are bound as `d_{value}` at its end.
    pub fn backward(&self, steps: &[Step], seeds: &[(Ident, Seed)], env: &Env) -> Backward {
        let krate = self.krate;
        // The versions the steps define are read in their lists, by reference.
        let mut env = env.clone();
        env.borrow(steps.iter().flat_map(|step| match step {
            Step::Push(p) => vec![p.var.clone()],
            Step::Loop(l) => l.carried.iter().map(|c| c.after.clone()).collect(),
            _ => Vec::new(),
        }));
        let env = &env;
        let mut live: HashSet<String> = seeds.iter().map(|(v, _)| names::text(v)).collect();
        let mut counts: HashMap<String, usize> = HashMap::new();
        for (v, _) in seeds {
            *counts.entry(names::text(v)).or_default() += 1;
        }
        let is_live =
            |step: &Step, live: &HashSet<String>| step.defines().iter().any(|d| live.contains(&names::text(d)));
        for step in steps.iter().rev() {
            // A value pushed into a list takes a cotangent from the list's.
            if let Step::Push(p) = step
                && p.list
            {
                *counts.entry(names::text(&p.var)).or_default() += 1;
                live.insert(names::text(&p.var));
            }
            if !is_live(step, &live) {
                continue;
            }
            for name in step.args().iter().filter_map(target) {
                *counts.entry(names::text(&name)).or_default() += 1;
                live.insert(names::text(&name));
            }
        }
        let defined: HashSet<String> = steps.iter().flat_map(Step::defines).map(|d| names::text(&d)).collect();
        let mut sums = Sums {
            writer: self,
            counts: &counts,
            taken: HashMap::new(),
        };
        let mut out = views(krate, steps, env);
        // A value's only cotangent, given by reference: read where it is.
        let mut given: HashMap<String, TokenStream> = HashMap::new();
        for (var, seed) in seeds {
            match seed {
                Seed::Given(tokens) if counts.get(&names::text(var)) == Some(&1) => {
                    given.insert(names::text(var), tokens.clone());
                }
                Seed::Given(tokens) => {
                    let term = sums.contribution(var);
                    let value = env.value(var);
                    out.extend(quote!(let #term = #krate::macro_support::slot_like(#tokens, #value);));
                }
                Seed::Slot(tokens) => {
                    let term = sums.contribution(var);
                    out.extend(quote!(let #term = #tokens;));
                }
            }
        }
        // The lists these steps declare, and those whose elements' cotangents are laid out.
        let declared: HashSet<String> = steps
            .iter()
            .filter_map(|s| match s {
                Step::List(list) => Some(names::text(list)),
                _ => None,
            })
            .collect();
        let mut laid_out: HashSet<String> = HashSet::new();
        for step in steps.iter().rev() {
            if let Step::Push(p) = step
                && p.list
            {
                self.lay_out(
                    &p.accumulator,
                    &declared,
                    &mut laid_out,
                    &given,
                    &mut sums,
                    env,
                    &mut out,
                );
                let term = sums.contribution(&p.var);
                let (cotangents, mark) = (names::cotangents(&p.accumulator), env.value(&names::mark(&p.var)));
                out.extend(quote!(let #term = #krate::macro_support::take_cotangent(&mut #cotangents, #mark)?;));
                continue;
            }
            if !is_live(step, &live) {
                continue;
            }
            for list in step.pushes() {
                self.lay_out(&list, &declared, &mut laid_out, &given, &mut sums, env, &mut out);
            }
            let pattern: Vec<TokenStream> = step
                .args()
                .iter()
                .map(|arg| match target(arg) {
                    Some(name) => sums.contribution(&name).into_token_stream(),
                    None => quote!(_),
                })
                .collect();
            // The cotangent of a value a step defines, which `pull` reads by reference.
            let source = |var: &Ident, out: &mut TokenStream| match given.get(&names::text(var)) {
                Some(tokens) => tokens.clone(),
                None => {
                    out.extend(sums.sum(var));
                    names::slot(var).into_token_stream()
                }
            };
            match step {
                Step::Call(call) => {
                    let source = source(&call.var, &mut out);
                    let args = call
                        .args
                        .iter()
                        .enumerate()
                        .map(|(j, arg)| env.arg(arg, &names::constant_arg(&call.var, j)));
                    let (pullback, out_value) = (names::pullback(&call.var), env.value(&call.var));
                    let cotangent = names::local("cotangent");
                    let reborrow = (self.world == World::Graph).then(|| {
                        let graph = &self.graph;
                        quote!(&mut *#graph,)
                    });
                    out.extend(quote! {
                        let (#(#pattern,)*) = #krate::macro_support::pull(&#source, |#cotangent| #pullback(#reborrow #(#args,)* #out_value, #cotangent))?;
                    });
                }
                Step::Loop(l) => {
                    let sources: Vec<TokenStream> = l
                        .carried
                        .iter()
                        .map(|c| {
                            let value = env.value(&c.after);
                            match given.get(&names::text(&c.after)) {
                                Some(tokens) => quote!(#krate::macro_support::slot_like(#tokens, #value)),
                                None if counts.contains_key(&names::text(&c.after)) => {
                                    out.extend(sums.sum(&c.after));
                                    let slot = names::slot(&c.after);
                                    quote!(#krate::macro_support::slot_like(#slot, #value))
                                }
                                None => quote!(#krate::macro_support::absent_like(#value)),
                            }
                        })
                        .collect();
                    let block = self.loop_backward(l, &sources, env);
                    out.extend(quote!(let (#(#pattern,)*) = #block;));
                }
                Step::Branch(b) => {
                    let source = source(&b.var, &mut out);
                    let block = self.branch_backward(b, source, env);
                    out.extend(quote!(let (#(#pattern,)*) = #block;));
                }
                Step::Constant(_) | Step::Push(_) | Step::List(_) => {}
            }
        }
        let mut slots = HashSet::new();
        let mut inputs: Vec<&String> = counts.keys().filter(|k| !defined.contains(*k)).collect();
        inputs.sort();
        for name in inputs {
            if seeds.iter().any(|(v, _)| names::text(v) == *name) {
                continue;
            }
            let ident = Ident::new(name, proc_macro2::Span::call_site());
            out.extend(sums.sum(&ident));
            slots.insert(name.clone());
        }
        Backward { tokens: out, slots }
    }

    /// Before the backward of the last push into `list` (a list these steps declare), its
    /// cotangent laid out per element, `cotangents_{list}`, once: the sum of its uses'
    /// contributions, or none.
    #[allow(clippy::too_many_arguments)]
    fn lay_out(
        &self,
        list: &Ident,
        declared: &HashSet<String>,
        laid_out: &mut HashSet<String>,
        given: &HashMap<String, TokenStream>,
        sums: &mut Sums,
        env: &Env,
        out: &mut TokenStream,
    ) {
        let text = names::text(list);
        if !declared.contains(&text) || !laid_out.insert(text.clone()) {
            return;
        }
        let krate = self.krate;
        let value = env.value(list);
        let cotangent = match given.get(&text) {
            Some(tokens) => quote!(#krate::macro_support::slot_like(#tokens, #value)),
            None if sums.counts.contains_key(&text) => {
                out.extend(sums.sum(list));
                names::slot(list).into_token_stream()
            }
            None => quote!(#krate::macro_support::absent_like(#value)),
        };
        let cotangents = names::cotangents(list);
        out.extend(quote! {
            #[allow(unused_mut, unused_variables)]
            let mut #cotangents = #krate::macro_support::list_cotangents(#cotangent, #value)?;
        });
    }

    /// A loop's backward, as a block giving one slot per use of the loop (see
    /// [`Loop::uses`]); `sources` are the carried accumulators' cotangents after the loop.
    fn loop_backward(&self, l: &Loop, sources: &[TokenStream], env: &Env) -> TokenStream {
        let krate = self.krate;
        let (record, iteration) = (names::record(l.number), names::iteration(l.number));
        let bound = match &l.iterable {
            Iterable::Config { pattern, .. } => crate::body::names_of(pattern),
            Iterable::Layers { index, .. } => index.iter().flat_map(|i| crate::body::names_of(i)).collect(),
        };
        let mut kept = kept(&l.body, None, &bound);
        kept.extend(l.carried.iter().map(|c| names::mark(&c.entry)));
        let mut inner = env.clone();
        inner.borrow(kept.iter().cloned());
        inner.borrow(l.carried.iter().map(|c| c.entry.clone()));
        let mut head = TokenStream::new();
        let mut start = TokenStream::new();
        let mut end = TokenStream::new();
        let mut results = Vec::new();
        let mut seeds = Vec::new();
        for (c, source) in l.carried.iter().zip(sources) {
            let exit = names::exit(&c.accumulator);
            head.extend(quote!(let mut #exit = #source;));
            start.extend(view(krate, &names::states(&c.accumulator), &c.entry, &inner));
            seeds.push((c.exit.clone(), Seed::Slot(quote!(::core::mem::take(&mut #exit)))));
            results.push(quote!(#exit));
        }
        let list = match &l.iterable {
            Iterable::Layers { list, item, .. } => {
                inner.borrow([item.clone()]);
                let list_value = env.arg(list, item);
                start.extend(quote!(let #item = #krate::macro_support::element(#list_value, #iteration)?;));
                Some((list, item, list_value))
            }
            Iterable::Config { .. } => None,
        };
        let free: Vec<&CallArg> = l
            .uses
            .iter()
            .skip(l.carried.len())
            .take(l.uses.len() - l.carried.len() - usize::from(list.is_some()))
            .collect();
        let body = self.backward(&l.body, &seeds, &inner);
        let has = |name: &Ident| body.slots.contains(&names::text(name));
        for c in &l.carried {
            let (exit, entry, slot) = (names::exit(&c.accumulator), &c.entry, names::slot(&c.entry));
            end.extend(if has(entry) {
                quote!(#exit = #krate::macro_support::slot_like(#slot, #entry);)
            } else {
                quote!(#exit = ::core::option::Option::None;)
            });
        }
        for arg in free {
            let Some(name) = target(arg) else { continue };
            let accumulated = names::accumulated(&name);
            let value = env.arg(arg, &name);
            head.extend(quote!(let mut #accumulated = #krate::macro_support::absent_like(#value);));
            if has(&name) {
                let slot = names::slot(&name);
                end.extend(match self.world {
                    World::Eager => quote!(#accumulated = #krate::macro_support::sum(#accumulated, #slot)?;),
                    World::Graph => {
                        let graph = &self.graph;
                        quote!(#accumulated = #krate::macro_support::sum_traced(#graph, #accumulated, #slot)?;)
                    }
                });
            }
            results.push(quote!(#accumulated));
        }
        if let Some((_, item, list_value)) = list {
            let layers = names::layers(l.number);
            let graph = &self.graph;
            // Eagerly the list's gradient starts as placeholders: each element's gradient is
            // moved in, not added to zeros, and only an element no cotangent reached is zeroed
            // when the loop ends.
            head.extend(match self.world {
                World::Eager => quote!(let mut #layers = #krate::macro_support::placeholder_like(#list_value);),
                World::Graph => quote!(let mut #layers = #krate::macro_support::zeros_traced(#graph, #list_value)?;),
            });
            let element = quote!(#krate::macro_support::element_mut(&mut #layers, #iteration)?);
            if has(item) {
                end.extend(self.add_gradient(element.clone(), &names::slot(item)));
            }
            let mut seen = HashSet::new();
            // The fields the body's steps differentiate: a call's arguments, or the uses of a
            // loop or a branch inside it (an inner loop over `block.layers`, say).
            for step in &l.body {
                for arg in step.args() {
                    if let CallArg::Field(f) = arg
                        && f.base == *item
                        && has(&f.name)
                        && seen.insert(names::text(&f.name))
                    {
                        let members = &f.members;
                        end.extend(self.add_gradient(quote!(&mut #element #(.#members)*), &names::slot(&f.name)));
                    }
                }
            }
            results.push(match self.world {
                World::Eager => quote!(::core::option::Option::Some(#krate::macro_support::fill_placeholders(#layers))),
                World::Graph => quote!(::core::option::Option::Some(#layers)),
            });
        }
        let body = body.tokens;
        quote!({
            #head
            for (#iteration, (#(#kept,)*)) in #record.iter().enumerate().rev() {
                #start
                #body
                #end
            }
            (#(#results,)*)
        })
    }

    /// A branch's backward, as an expression giving one slot per use of the branch: the
    /// backward of the arm the forward took, given `source`, the branch value's cotangent
    /// (read by reference).
    fn branch_backward(&self, b: &Branch, source: TokenStream, env: &Env) -> TokenStream {
        let krate = self.krate;
        let mut arms = Vec::new();
        for (k, arm) in b.arms.iter().enumerate() {
            let state = names::branch(&b.var, k);
            let bound = match &arm.head {
                ArmHead::Match(pattern, _) => crate::body::names_of(pattern),
                ArmHead::If(Some(cond)) => crate::body::let_names(cond),
                ArmHead::If(None) => Vec::new(),
            };
            let output = match &arm.output {
                ArmOutput::Value(v) => Some(v),
                ArmOutput::Constant(_) => None,
            };
            let kept = kept(&arm.body, output, &bound);
            let mut inner = env.clone();
            inner.borrow(kept.iter().cloned());
            let mut seeds = Vec::new();
            if let Some(v) = output {
                inner.aliases.insert(names::text(v), env.value(&b.var));
                seeds.push((v.clone(), Seed::Given(source.clone())));
            }
            let body = self.backward(&arm.body, &seeds, &inner);
            let results = b.uses.iter().filter_map(|arg| {
                let name = target(arg)?;
                let value = env.arg(arg, &name);
                Some(if body.slots.contains(&names::text(&name)) {
                    let slot = names::slot(&name);
                    quote!(#krate::macro_support::slot_like(#slot, #value))
                } else {
                    quote!(#krate::macro_support::absent_like(#value))
                })
            });
            let tokens = body.tokens;
            arms.push(quote! {
                if let ::core::option::Option::Some((#(#kept,)*)) = &#state {
                    #tokens
                    (#(#results,)*)
                }
            });
        }
        quote! {
            #(#arms)else* else {
                return ::core::result::Result::Err(#krate::macro_support::no_branch());
            }
        }
    }
}

/// The sums of contributions of one segment's values.
struct Sums<'a> {
    writer: &'a Writer<'a>,
    counts: &'a HashMap<String, usize>,
    taken: HashMap<String, usize>,
}

impl Sums<'_> {
    /// The name of the next contribution to `name`'s cotangent: the slot itself when it is
    /// the only one.
    fn contribution(&mut self, name: &Ident) -> Ident {
        let text = names::text(name);
        if self.counts.get(&text) == Some(&1) {
            return names::slot(name);
        }
        let k = self.taken.entry(text).or_default();
        *k += 1;
        names::term(name, *k - 1)
    }

    /// `let d_{name} = t_{name}_0 + ...;` when `name` has more than one contribution.
    fn sum(&self, name: &Ident) -> TokenStream {
        let krate = self.writer.krate;
        let count = self.counts.get(&names::text(name)).copied().unwrap_or(0);
        if count < 2 {
            return TokenStream::new();
        }
        let slot = names::slot(name);
        let first = names::term(name, 0);
        match self.writer.world {
            World::Eager => {
                let mut total = first.into_token_stream();
                for k in 1..count {
                    let term = names::term(name, k);
                    total = quote!(#krate::macro_support::sum(#total, #term)?);
                }
                quote!(let #slot = #total;)
            }
            // One addition at a time: each takes the graph.
            World::Graph => {
                let graph = &self.writer.graph;
                let terms = (1..count).map(|k| names::term(name, k));
                quote! {
                    let #slot = #first;
                    #(let #slot = #krate::macro_support::sum_traced(#graph, #slot, #terms)?;)*
                }
            }
        }
    }
}
