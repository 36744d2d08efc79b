package org.bourse.bench.profile;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * A flame graph of collapsed stacks as one HTML file that needs nothing else (no network, no other file): the
 * merged call tree is embedded as JSON and drawn on a canvas by a few lines of script. Frames are coloured by
 * their {@link Layer}, the same layers as the table, the thread's root at the top (an icicle, so the
 * wide frames are seen first); click a frame to zoom into it, type in the box to
 * highlight frames by name. Frames under 1/{@value #DETAIL} of the samples are left out to keep the page small.
 */
final class FlameGraphPage {

    static final int DETAIL = 5000;

    private FlameGraphPage() {
    }

    /** One node of the call tree: a frame under its caller, with the samples taken in it or its callees. */
    private static final class Node {
        final String frame;
        long samples;
        final Map<String, Node> children = new LinkedHashMap<>();

        Node(String frame) {
            this.frame = frame;
        }
    }

    static void write(Stacks stacks, String title, Path file) throws IOException {
        Node root = new Node("all");
        stacks.forEach((stack, n) -> {
            root.samples += n;
            Node at = root;
            for (String f : Stacks.frames(stack)) {
                at = at.children.computeIfAbsent(f, Node::new);
                at.samples += n;
            }
        });
        List<String> names = new ArrayList<>();
        Map<String, Integer> index = new HashMap<>();
        Object tree = encode(root, Math.max(1, root.samples / DETAIL), names, index);
        List<Object> layers = new ArrayList<>();
        for (Layer l : Layer.values()) {
            layers.add(l.title());
        }
        List<Integer> layerOfName = names.stream().map(n -> {
            Layer l = Layer.of(n);
            return l == null ? (n.endsWith("_[k]") ? -2 : -1) : l.ordinal();
        }).toList();
        Files.writeString(file, PAGE.replace("/*DATA*/null", json(new Data(title, names, layerOfName, layers, tree))).replace("TITLE", escape(title)),
                StandardCharsets.UTF_8);
    }

    /**
     * What the page's script draws.
     *
     * @param title       the page's title
     * @param names       every frame's name, once
     * @param layerOfName each name's layer (its index in {@code layers}; -1 none, -2 the kernel)
     * @param layers      the layers' titles
     * @param tree        the call tree, {@code [name index, samples, children...]} nested
     */
    private record Data(String title, List<String> names, List<Integer> layerOfName, List<Object> layers, Object tree) {
    }

    /** {@code [name index, samples, children...]}, children under the detail bound left out. */
    private static Object encode(Node node, long least, List<String> names, Map<String, Integer> index) {
        List<Object> out = new ArrayList<>();
        out.add(index.computeIfAbsent(node.frame, f -> {
            names.add(f);
            return names.size() - 1;
        }));
        out.add(node.samples);
        node.children.values().stream().filter(c -> c.samples >= least)
                .sorted((a, b) -> a.frame.compareTo(b.frame))
                .forEach(c -> out.add(encode(c, least, names, index)));
        return out;
    }

    private static String json(Object data) throws JsonProcessingException {
        // Inside <script>: no "</" may appear, or the browser would end the script there.
        return new ObjectMapper().writeValueAsString(data).replace("</", "<\\/");
    }

    private static String escape(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }

    private static final String PAGE = """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><title>TITLE</title>
            <style>
            body{font:12px sans-serif;margin:8px}h1{font-size:16px;margin:4px 0}
            #bar{margin:6px 0}#info{height:16px;margin:4px 0;white-space:nowrap;overflow:hidden}
            #legend span{display:inline-block;margin-right:10px}#legend i{display:inline-block;width:10px;height:10px;margin-right:3px}
            canvas{width:100%;display:block}
            </style></head><body>
            <h1>TITLE</h1>
            <div id="bar"><button id="reset">Reset zoom</button> <input id="find" placeholder="highlight frames containing…" size="40"> <span id="found"></span></div>
            <div id="legend"></div><div id="info">Hover a frame; click to zoom.</div>
            <canvas id="fg"></canvas>
            <script>
            const D=/*DATA*/null;
            const H=16,colors=['#e57373','#64b5f6','#81c784','#ffb74d','#ba68c8','#f06292','#4db6ac','#a1887f','#7986cb','#90a4ae','#aed581','#e0e0e0'];
            const kernel='#fff176',plain='#d7ccc8';
            const cv=document.getElementById('fg'),cx=cv.getContext('2d'),info=document.getElementById('info');
            let zoom=D.tree,up=[],boxes=[],term='';
            function depth(n){let d=0;for(let i=2;i<n.length;i++)d=Math.max(d,depth(n[i]));return d+1}
            function color(n){const l=D.layerOfName[n[0]];return l>=0?colors[l]:(l==-2?kernel:plain)}
            function pct(v){return (100*v/D.tree[1]).toFixed(2)+'%'}
            function draw(){
              const w=cv.clientWidth||1200,levels=depth(D.tree)+1;cv.width=w;cv.height=levels*H;boxes=[];
              cx.font='11px sans-serif';cx.textBaseline='middle';
              up.forEach((n,i)=>box(n,0,w,i,true));
              layout(zoom,0,w,up.length);
              let matched=0;if(term){walk(D.tree,n=>{if(D.names[n[0]].includes(term)){matched+=n[1];return false}return true})}
              document.getElementById('found').textContent=term?('matched '+pct(matched)):'';
            }
            function walk(n,f){if(f(n))for(let i=2;i<n.length;i++)walk(n[i],f)}
            function layout(n,x,w,d){box(n,x,w,d,false);let cxp=x;for(let i=2;i<n.length;i++){const cw=w*n[i][1]/n[1];if(cw>=0.5)layout(n[i],cxp,cw,d+1);cxp+=cw}}
            function box(n,x,w,d,faded){
              const y=d*H,name=D.names[n[0]];
              cx.fillStyle=term&&name.includes(term)?'#ff00ff':color(n);cx.globalAlpha=faded?0.5:1;
              cx.fillRect(x,y,Math.max(w-1,0.5),H-1);cx.globalAlpha=1;
              if(w>30){cx.fillStyle='#000';cx.save();cx.beginPath();cx.rect(x,y,w-2,H);cx.clip();cx.fillText(name,x+3,y+H/2);cx.restore()}
              boxes.push({x,y,w,n,d});
            }
            function at(e){const r=cv.getBoundingClientRect(),x=(e.clientX-r.left)*cv.width/r.width,y=(e.clientY-r.top)*cv.height/r.height;
              return boxes.find(b=>x>=b.x&&x<b.x+b.w&&y>=b.y&&y<b.y+H)}
            cv.onmousemove=e=>{const b=at(e);if(b){const l=D.layerOfName[b.n[0]];
              info.textContent=D.names[b.n[0]]+' — '+b.n[1]+' samples, '+pct(b.n[1])+(l>=0?' — '+D.layers[l]:'')}};
            cv.onclick=e=>{const b=at(e);if(b){zoom=b.n;up=trail(D.tree,zoom).slice(0,-1);draw()}};
            function trail(n,t){if(n===t)return[n];for(let i=2;i<n.length;i++){const p=trail(n[i],t);if(p)return[n].concat(p)}return null}
            document.getElementById('reset').onclick=()=>{zoom=D.tree;up=[];draw()};
            document.getElementById('find').oninput=e=>{term=e.target.value;draw()};
            document.getElementById('legend').innerHTML=D.layers.map((l,i)=>'<span><i style="background:'+colors[i]+'"></i>'+l+'</span>').join('')
              +'<span><i style="background:'+kernel+'"></i>kernel</span><span><i style="background:'+plain+'"></i>JDK, JVM, unclassified</span>';
            window.onresize=draw;draw();
            </script></body></html>
            """;
}
